extension ServeModel {
    /// `root` with every relative `gesture[i].trace.file` made absolute against `directory` (the
    /// folder the scenario's own paths resolve against, `ScenarioDecoder.directory`), so that a
    /// document written elsewhere — `current-point.json` for an export, `point-N.json` for a
    /// save — still finds its trace (issue 44).
    static func withAbsoluteTraceFiles(_ root: JSONNode, directory: String) -> JSONNode {
        guard case .object(let members) = root.value else { return root }
        return JSONNode(
            value: .object(
                members.map { member in
                    guard member.key == "gesture", case .array(let steps) = member.node.value else { return member }
                    let node = JSONNode(value: .array(steps.map { absolute($0, directory) }), position: member.node.position)
                    return JSONMember(key: member.key, keyPosition: member.keyPosition, node: node)
                }), position: root.position)
    }

    /// One gesture step, its trace's relative `file` joined to `directory`.
    private static func absolute(_ step: JSONNode, _ directory: String) -> JSONNode {
        edited(step, key: "trace") { trace in
            edited(trace, key: "file") { file in
                guard let name = file.value.stringValue, !name.hasPrefix("/") else { return file }
                return JSONNode(value: .string(directory + "/" + name), position: file.position)
            }
        }
    }

    /// `node` with the member `key` of its object replaced by `change(member)`.
    private static func edited(_ node: JSONNode, key: String, _ change: (JSONNode) -> JSONNode) -> JSONNode {
        guard case .object(let members) = node.value else { return node }
        return JSONNode(
            value: .object(
                members.map {
                    $0.key == key ? JSONMember(key: $0.key, keyPosition: $0.keyPosition, node: change($0.node)) : $0
                }), position: node.position)
    }
}
