/// A chart that cannot be drawn from its inputs, as one line for the user.
public struct ChartError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The whole message, starting with what was being read or parsed.
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
