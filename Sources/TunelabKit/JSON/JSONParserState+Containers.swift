extension JSONParserState {
    /// `{ members }` starting at `index`; duplicate keys are an error at the second one.
    mutating func parseObject(depth: Int) throws(InputError) -> JSONNode {
        try checkDepth(depth)
        let position = position(at: index)
        index += 1  // {
        var members: [JSONMember] = []
        var seen: Set<String> = []  // only for membership, never iterated
        skipWhitespace()
        try requireMore()
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSONNode(value: .object(members), position: position)
        }
        var afterComma = false
        while true {
            skipWhitespace()
            try requireMore()
            guard bytes[index] == UInt8(ascii: "\"") else {
                if afterComma && bytes[index] == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
                throw error(afterComma ? "expected a string key after ','" : "expected a string key or '}'")
            }
            let keyPosition = self.position(at: index)
            let key = try parseString()
            if seen.contains(key) {
                throw InputError(file: file, position: keyPosition, path: nil, message: "duplicate key \(JSONWriter.quoted(key))")
            }
            seen.insert(key)
            skipWhitespace()
            try requireMore()
            guard bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \(JSONWriter.quoted(key))")
            }
            index += 1
            let node = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyPosition: keyPosition, node: node))
            skipWhitespace()
            try requireMore()
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                afterComma = true
            case UInt8(ascii: "}"):
                index += 1
                return JSONNode(value: .object(members), position: position)
            default:
                throw error("expected ',' or '}' after an object member")
            }
        }
    }

    /// `[ elements ]` starting at `index`.
    mutating func parseArray(depth: Int) throws(InputError) -> JSONNode {
        try checkDepth(depth)
        let position = position(at: index)
        index += 1  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        try requireMore()
        if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return JSONNode(value: .array(elements), position: position)
        }
        while true {
            skipWhitespace()
            try requireMore()
            if !elements.isEmpty && bytes[index] == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            try requireMore()
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return JSONNode(value: .array(elements), position: position)
            default:
                throw error("expected ',' or ']' after a list element")
            }
        }
    }
}
