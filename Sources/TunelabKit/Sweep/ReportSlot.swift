/// One piece's value, written by that piece alone and read once `ReportWork.run` has returned
/// (its condition variable orders the write before the read).
final class ReportSlot<Value>: @unchecked Sendable {
    var value: Value?

    /// The value; the piece that sets it must have run without error.
    var get: Value {
        guard let value else { preconditionFailure("report piece read before it ran") }
        return value
    }
}
