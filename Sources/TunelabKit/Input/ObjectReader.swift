/// Typed, validating reads of one JSON object that remember which keys were asked
/// for, so that `finish()` can reject every other key as unknown, with a did-you-mean:
/// `scenario.json:7:5: layout: unknown key "scaleFrequncy"; did you mean "scaleFrequency"?`
///
/// Every accessor (including `has`) marks its key as known. Absent keys give `nil` or
/// the default; a present key of the wrong type is an `InputError` at the value, with
/// the path `path.key(key)`: `expected a number, got a string`. `null` is not "absent":
/// it is a value of the wrong type (`got null`). Call `finish()` after the last read.
public final class ObjectReader {
    /// The object being read.
    public let node: JSONNode
    /// The object's path in its document.
    public let path: JSONPath
    /// The file name used in errors.
    public let file: String

    let members: [JSONMember]
    private let indexByKey: [String: Int]  // lookup only, never iterated
    /// Keys asked for or expected, in first-asked order: the did-you-mean candidates.
    private(set) var known: [String] = []
    private var knownSet: Set<String> = []  // membership only, never iterated

    /// Reads `node`, which must be an object (`expected an object, got a list` otherwise).
    public init(_ node: JSONNode, path: JSONPath, file: String) throws(InputError) {
        guard case .object(let members) = node.value else {
            throw InputError.expected("an object", got: node, file: file, path: path)
        }
        self.node = node
        self.path = path
        self.file = file
        self.members = members
        var index: [String: Int] = [:]
        for (i, member) in members.enumerated() { index[member.key] = i }
        self.indexByKey = index
    }

    /// The object's keys in file order.
    public var keys: [String] { members.map(\.key) }

    /// Whether `key` is present (marks it as known).
    public func has(_ key: String) -> Bool {
        node(key) != nil
    }

    /// The value of `key`, or `nil` when absent (marks it as known).
    public func node(_ key: String) -> JSONNode? {
        markKnown(key)
        guard let i = indexByKey[key] else { return nil }
        return members[i].node
    }

    /// Declares keys as allowed without reading them; they also become did-you-mean candidates.
    public func expect(_ keys: [String]) {
        for key in keys { markKnown(key) }
    }

    /// An error about `key`'s value (at the value, path `path.key(key)`) or, for `nil` or an
    /// absent key, at the object itself.
    public func error(_ key: String?, _ message: String) -> InputError {
        guard let key else {
            return InputError(file: file, position: node.position, path: path, message: message)
        }
        let position = indexByKey[key].map { members[$0].node.position } ?? node.position
        return InputError(file: file, position: position, path: path.key(key), message: message)
    }

    /// Rejects the first key (in file order) never asked for nor expected:
    /// `unknown key "x"`, plus `; did you mean "y"?` when a known key is near (`DidYouMean`).
    /// The error is at the key, with the object's path.
    public func finish() throws(InputError) {
        for member in members where !knownSet.contains(member.key) {
            var message = "unknown key \(JSONWriter.quoted(member.key))"
            if let suggestion = DidYouMean.suggestion(for: member.key, among: known) {
                message += "; did you mean \(JSONWriter.quoted(suggestion))?"
            }
            throw InputError(file: file, position: member.keyPosition, path: path, message: message)
        }
    }

    private func markKnown(_ key: String) {
        if knownSet.insert(key).inserted { known.append(key) }
    }

    /// `expected <expectation>, got <type of the value>` at `key`'s value.
    func mismatch(_ key: String, _ expectation: String, _ value: JSONNode) -> InputError {
        InputError.expected(expectation, got: value, file: file, path: path.key(key))
    }
}
