/// JSON Merge Patch, RFC 7396 §2: how a grid's `cases` are applied to its scenario (docs/grid.md).
///
/// If the patch is an object, the target becomes an object (a non-object target is
/// replaced by `{}`), and each patch member with value `null` deletes that key, while
/// any other value is merged recursively into the target's member. Any non-object
/// patch (array, string, number, boolean, `null`) replaces the target whole.
///
/// Order: the target's keys keep their order; keys new to the target are appended in
/// the patch's order. Positions: kept members keep the target's positions, replaced or
/// new values carry the patch's positions (so an error can point into the patch).
public enum JSONMergePatch {
    /// `MergePatch(target, patch)` of RFC 7396 §2.
    public static func apply(_ patch: JSONNode, to target: JSONNode) -> JSONNode {
        apply(patch, to: Optional(target))
    }

    private static func apply(_ patch: JSONNode, to target: JSONNode?) -> JSONNode {
        guard case .object(let patchMembers) = patch.value else { return patch }
        var members: [JSONMember]
        let position: SourcePosition
        if let target, case .object(let targetMembers) = target.value {
            members = targetMembers
            position = target.position
        } else {
            members = []
            position = patch.position
        }
        for patchMember in patchMembers {
            let existing = members.firstIndex(where: { $0.key == patchMember.key })
            if patchMember.node.value.isNull {
                if let existing { members.remove(at: existing) }
            } else if let existing {
                let old = members[existing]
                members[existing] = JSONMember(
                    key: old.key, keyPosition: old.keyPosition,
                    node: apply(patchMember.node, to: old.node))
            } else {
                members.append(
                    JSONMember(
                        key: patchMember.key, keyPosition: patchMember.keyPosition,
                        node: apply(patchMember.node, to: nil)))
            }
        }
        return JSONNode(value: .object(members), position: position)
    }
}
