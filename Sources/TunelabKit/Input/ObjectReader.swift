import Foundation

/// Typed, validating reads of one JSON object that remember which keys were asked
/// for, so that `finish()` can reject every other key as unknown, with a did-you-mean:
/// `scenario.json:7:5: layout: unknown key "scaleFrequncy"; did you mean "scaleFrequency"?`
///
/// Every accessor (including `has`) marks its key as known. Absent keys give `nil` or
/// the default; a present key of the wrong type is an `InputError` at the value, with
/// the path `path.key(key)`: `expected a number, got a string`. `null` is not "absent":
/// it is a value of the wrong type (`got null`). Call `finish()` after the last read.
public final class ObjectReader {
    /// The key a document may carry at its top to name its JSON schema; it is not read.
    public static let schemaKey = "$schema"

    /// The object being read.
    public let node: JSONNode
    /// The object's path in its document.
    public let path: JSONPath
    /// The file name used in errors.
    public let file: String

    let members: [JSONMember]
    /// Lookup for large objects only (never iterated); small ones are scanned, which is
    /// faster than hashing for the handful of keys a scenario object has.
    private let indexByKey: [String: Int]?
    /// Which members were read, by position.
    private var read: [Bool]
    /// Keys asked for or expected, in first-asked order (repeats allowed; the candidates
    /// are de-duplicated only when an unknown key is reported).
    private var asked: [String] = []

    /// Reads `node`, which must be an object (`expected an object, got a list` otherwise).
    public init(_ node: JSONNode, path: JSONPath, file: String) throws(InputError) {
        guard case .object(let members) = node.value else {
            throw InputError.expected("an object", got: node, file: file, path: path)
        }
        self.node = node
        self.path = path
        self.file = file
        self.members = members
        self.read = Array(repeating: false, count: members.count)
        // A document's own `"$schema"` names the JSON schema editors check it against
        // (schemas/); tunelab ignores it. Only at the top of a file, and never a did-you-mean.
        if path.isRoot, let i = members.firstIndex(where: { $0.key == Self.schemaKey }) {
            guard case .string = members[i].node.value else {
                throw InputError.expected(
                    "a string (the path or URL of a JSON schema)", got: members[i].node,
                    file: file, path: path.key(Self.schemaKey))
            }
            read[i] = true
        }
        if members.count > 16 {
            var index: [String: Int] = [:]
            for (i, member) in members.enumerated() { index[member.key] = i }
            self.indexByKey = index
        } else {
            self.indexByKey = nil
        }
    }

    /// The position of `key` among the members.
    private func position(of key: String) -> Int? {
        if let indexByKey { return indexByKey[key] }
        return members.firstIndex { $0.key == key }
    }

    /// The object's keys in file order.
    public var keys: [String] { members.map(\.key) }

    /// Whether `key` is present (marks it as known).
    public func has(_ key: String) -> Bool {
        node(key) != nil
    }

    /// The value of `key`, or `nil` when absent (marks it as known).
    public func node(_ key: String) -> JSONNode? {
        asked.append(key)
        guard let i = position(of: key) else { return nil }
        read[i] = true
        return members[i].node
    }

    /// Declares keys as allowed without reading them; they also become did-you-mean candidates.
    public func expect(_ keys: [String]) {
        for key in keys { _ = node(key) }
    }

    /// An error about `key`'s value (at the value, path `path.key(key)`) or, for `nil` or an
    /// absent key, at the object itself.
    public func error(_ key: String?, _ message: String) -> InputError {
        guard let key else {
            return InputError(file: file, position: node.position, path: path, message: message)
        }
        let position = position(of: key).map { members[$0].node.position } ?? node.position
        return InputError(file: file, position: position, path: path.key(key), message: message)
    }

    /// Rejects the first key (in file order) never asked for nor expected:
    /// `unknown key "x"`, plus `; did you mean "y"?` when a known key is near (`DidYouMean`).
    /// The error is at the key, with the object's path.
    public func finish() throws(InputError) {
        #if DEBUG
            if let log = Self.keyLog { log.record(path, known) }  // tests only: release builds skip the look-up
        #endif
        for (i, member) in members.enumerated() where !read[i] {
            var message = "unknown key \(JSONWriter.quoted(member.key))"
            if let suggestion = DidYouMean.suggestion(for: member.key, among: known) {
                message += "; did you mean \(JSONWriter.quoted(suggestion))?"
            }
            throw InputError(file: file, position: member.keyPosition, path: path, message: message)
        }
    }

    /// The keys asked for or expected, each once, in first-asked order: the did-you-mean candidates.
    var known: [String] {
        var seen: [String] = []
        for key in asked where !seen.contains(key) { seen.append(key) }
        return seen
    }

    /// `expected <expectation>, got <type of the value>` at `key`'s value.
    func mismatch(_ key: String, _ expectation: String, _ value: JSONNode) -> InputError {
        InputError.expected(expectation, got: value, file: file, path: path.key(key))
    }
}

extension ObjectReader {
    /// Where `finish()` reports each object's accepted keys while set: the schema tests
    /// compare them with `schemas/*.schema.json` (`$schema` is accepted apart from these).
    @TaskLocal static var keyLog: KeyLog?

    /// Accepted keys by object path, as `finish()` saw them.
    final class KeyLog: @unchecked Sendable {
        private let lock = NSLock()
        private var keys: [JSONPath: [String]] = [:]

        func record(_ path: JSONPath, _ known: [String]) {
            lock.lock(); defer { lock.unlock() }
            keys[path, default: []].append(contentsOf: known)
        }

        /// Every key accepted at `path` so far.
        func accepted(at path: JSONPath) -> Set<String>? {
            lock.lock(); defer { lock.unlock() }
            return keys[path].map(Set.init)
        }
    }
}
