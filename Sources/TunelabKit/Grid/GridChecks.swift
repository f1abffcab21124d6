import ScrollPhysics

/// Load-time checks that need the scenario decoder: every case must decode, and every grid
/// key must name a scenario setting (a misspelt key is an input error with a did-you-mean,
/// not a failed status on every point).
enum GridChecks {
    static func checkCasesAndKeys(_ grid: Grid) throws(InputError) {
        let roots = caseRoots(grid)
        for (i, root) in roots.enumerated() {
            do {
                _ = try grid.decoder.decode(root, path: scenarioPath(grid))
            } catch {
                throw attribute(error, toCase: i, of: grid)
            }
        }
        for axis in grid.axes {
            guard let first = axis.values.first else { continue }
            let keyPath = JSONPath.root.key("grid").key(axis.key)
            switch JSONEdit.setting(first.json, at: ArraySlice(axis.path), in: roots[0]) {
            case .failure(.notAnObject(let depth)):
                let prefix = axis.path[..<depth].joined(separator: ".")
                throw InputError(
                    file: grid.file, position: axis.position, path: keyPath,
                    message: "not a scenario setting: \(JSONWriter.quoted(prefix)) is not an object")
            case .success(let root):
                do {
                    _ = try grid.decoder.decode(root, path: scenarioPath(grid))
                } catch  where error.message.hasPrefix("unknown key") {
                    throw InputError(
                        file: grid.file, position: axis.position, path: keyPath,
                        message:
                            "not a scenario setting: \(PointEvaluator.relativePath(error.path, inlineScenario: grid.scenarioFile == grid.file))\(error.message)"
                    )
                } catch {
                    // A key deeper than a setting ("layout.spacing.x") turns the setting into an
                    // object the scenario rejects at a prefix of the key: not a scenario setting.
                    let keys = scenarioKeys(error.path, of: grid)
                    if !keys.isEmpty, keys.count < axis.path.count, Array(axis.path.prefix(keys.count)) == keys {
                        throw InputError(
                            file: grid.file, position: axis.position, path: keyPath,
                            message: "not a scenario setting: \(JSONWriter.quoted(keys.joined(separator: "."))) is not an object")
                    }
                    continue  // a value the scenario rejects is that point's status, not an input error
                }
            }
        }
    }

    /// The scenario with each case merged in (one root when the grid has no cases).
    static func caseRoots(_ grid: Grid) -> [JSONNode] {
        grid.cases.map { JSONMergePatch.apply($0, to: grid.scenario) }
    }

    static func scenarioPath(_ grid: Grid) -> JSONPath {
        grid.scenarioFile == grid.file ? JSONPath.root.key("scenario") : .root
    }

    /// The leading keys of `path` relative to the scenario's root (an inline scenario's paths start at `scenario`).
    static func scenarioKeys(_ path: JSONPath?, of grid: Grid) -> [String] {
        var keys: [String] = []
        for component in path?.components ?? [] {
            guard case .key(let key) = component else { break }
            keys.append(key)
        }
        return grid.scenarioFile == grid.file ? Array(keys.dropFirst()) : keys
    }

    /// An error in a case-merged scenario: when the case set the value, it is the grid file's.
    static func attribute(_ error: InputError, toCase index: Int, of grid: Grid) -> InputError {
        guard grid.hasCases, error.path != nil else { return error }
        let relative = scenarioKeys(error.path, of: grid)
        guard JSONEdit.patch(grid.cases[index], covers: ArraySlice(relative)) else { return error }
        return InputError(
            file: grid.file, position: error.position, path: JSONPath.root.key("cases").index(index),
            message: "\(error.path.map { "\($0): " } ?? "")\(error.message)")
    }
}
