import ScrollPhysics

extension ScenarioDecoder {
    /// `layout` of `"kind": "formula"`: `axis`, `pitch`, `count`, `dataCount`, `visible`,
    /// `params`, `let`, `item`. A bad formula is reported at the offending character inside
    /// its string (`stack.json:26:82: layout.item.alpha: expected an expression after '*', got the end`).
    func decodeFormulaLayout(_ object: ObjectReader) throws(InputError) -> FormulaSettings {
        // Unknown keys first, so a misspelt required key gets its did-you-mean.
        object.expect(["axis", "pitch", "count", "dataCount", "visible", "params", "let", "item", "perspective"])
        try object.finish()
        let axis = try object.choice("axis", default: LayoutAxis.vertical)
        var count: Int? = nil
        try LayoutFieldReader(object: object).count("count", &count)
        let dataCount = try object.int("dataCount", default: 0, expected: "a positive integer") { $0 >= 1 }
        let visibility = try decodeVisibility(object)
        let (parameters, parameterNames) = try decodeParameters(object)
        guard let pitchNode = object.node("pitch") else {
            throw object.error(nil, "expected \"pitch\": a number > 0 (pt) or a formula over params")
        }
        let pitch = try formula(pitchNode, path: object.path.key("pitch"))
        let letObject = try object.object("let")
        let letMembers = letObject?.members ?? []
        var scope = FormulaScope(parameters: parameterNames, allLets: letMembers.map(\.key))
        var lets: [FormulaLayoutDefinition.Let] = []
        for member in letMembers {
            let path = object.path.key("let").key(member.key)
            if let conflict = scope.conflict(defining: member.key) {
                throw InputError(file: file, position: member.keyPosition, path: object.path.key("let"), message: conflict)
            }
            let f = try formula(member.node, path: path)
            scope.define(member.key)
            lets.append(.init(name: member.key, formula: f))
        }
        letObject?.expect(letMembers.map(\.key))
        try letObject?.finish()
        guard let itemObject = try object.object("item") else {
            throw object.error(nil, "expected \"item\" with formulas for x, y, width and height")
        }
        var item: [FormulaAttribute: Formula] = [:]
        var positions: [FormulaAttribute: SourcePosition] = [:]
        itemObject.expect(FormulaAttribute.allCases.map(\.rawValue))
        try itemObject.finish()
        for attribute in FormulaAttribute.allCases {
            guard let node = itemObject.node(attribute.rawValue) else {
                if attribute.isRequired { throw itemObject.error(nil, "expected \"\(attribute.rawValue)\": a formula") }
                continue
            }
            let path = itemObject.path.key(attribute.rawValue)
            item[attribute] = try formula(node, path: path)
            positions[attribute] = node.position
        }
        do {
            let key = FormulaCache.shapeKey(pitch: pitch, parameters: parameterNames, lets: lets, item: item)
            let cached = formulaCache.shape(key)
            let definition = try FormulaLayoutDefinition(
                axis: axis, pitch: pitch, count: count, dataCount: dataCount == 0 ? nil : dataCount,
                visibility: visibility, parameters: parameters, lets: lets, item: item, shape: cached)
            if cached == nil { formulaCache.remember(definition.shape, for: key) }
            var settings = FormulaSettings(definition: definition)
            settings.itemPositions = positions
            settings.visiblePosition = (object.node("visible") ?? object.node).position
            return settings
        } catch {
            switch error.place {
            case .pitch: throw located(error.error, in: pitchNode, path: object.path.key("pitch"))
            case .parameter(let name): throw object.error(nil, "params.\(name): \(error.error.message)")
            case .letFormula(let name):
                guard let node = letObject?.node(name) else { throw object.error("let", error.error.message) }
                throw located(error.error, in: node, path: object.path.key("let").key(name))
            case .item(let attribute):
                guard let node = itemObject.node(attribute.rawValue) else { throw itemObject.error(nil, error.error.message) }
                throw located(error.error, in: node, path: itemObject.path.key(attribute.rawValue))
            }
        }
    }

    /// `visible`: `{"nearest": N}` (default N = 5) or `{"viewport": true, "margin": M}`.
    private func decodeVisibility(_ object: ObjectReader) throws(InputError) -> FormulaVisibility {
        guard let visible = try object.object("visible") else { return .nearest(5) }
        if let n = try visible.int("nearest") {
            guard n >= 1 && n <= 255 else { throw visible.error("nearest", "expected an integer in [1, 255], got \(n)") }
            visible.expect(["viewport", "margin"])
            if visible.has("viewport") {
                throw visible.error(nil, "expected either {\"nearest\": N} or {\"viewport\": true}, not both")
            }
            try visible.finish()
            return .nearest(n)
        }
        guard let viewport = try visible.bool("viewport"), viewport else {
            throw visible.error(nil, "expected {\"nearest\": N} or {\"viewport\": true}")
        }
        let margin = try visible.double("margin", expected: "a length ≥ 0 (pt)") { $0 >= 0 && $0 < 1e6 }
        try visible.finish()
        return .viewport(margin: margin)
    }

    /// `params`: named finite numbers, in file order; no built-in name.
    private func decodeParameters(_ object: ObjectReader) throws(InputError) -> ([FormulaLayoutDefinition.Parameter], [String]) {
        guard let params = try object.object("params") else { return ([], []) }
        var list: [FormulaLayoutDefinition.Parameter] = []
        var names: [String] = []
        for member in params.members {
            if let conflict = FormulaScope(parameters: names).conflict(defining: member.key) {
                throw InputError(file: file, position: member.keyPosition, path: params.path, message: conflict)
            }
            let value = try params.double(member.key, expected: "a finite number") { abs($0) < 1e12 }
            list.append(.init(name: member.key, value: value ?? 0))
            names.append(member.key)
        }
        try params.finish()
        return (list, names)
    }

    /// A formula from a string (or a plain number), errors at the offending character.
    private func formula(_ node: JSONNode, path: JSONPath) throws(InputError) -> Formula {
        switch node.value {
        case .number(let x, _): return Formula(constant: x)
        case .string(let s):
            do { return try formulaCache.formula(s) } catch { throw located(error, in: node, path: path) }
        default:
            throw InputError.expected("a formula (a string) or a number", got: node, file: file, path: path)
        }
    }

    /// `error` at its character in the file, with a did-you-mean for an unknown name: the
    /// nearest candidate (`DidYouMean`), else the longest one the word starts with
    /// (`cosine` → `cos`); then the error's hint (the list of functions).
    func located(_ error: FormulaError, in node: JSONNode, path: JSONPath) -> InputError {
        var message = error.message
        if let word = error.unknownWord {
            let prefix = error.candidates.filter { word.hasPrefix($0) }.max { $0.count < $1.count }
            if let near = DidYouMean.suggestion(for: word, among: error.candidates) ?? prefix {
                message += "; did you mean \(JSONWriter.quoted(near))?"
            }
        }
        message += error.hint
        let position = node.value.stringValue != nil ? node.position(ofScalar: error.offset) : node.position
        return InputError(file: file, position: position, path: path, message: message)
    }

    /// Checks that `{"viewport": true}` evaluates at most `FormulaSettings.maximumCandidates`
    /// items per frame for this viewport.
    static func checkFormulaWindow(_ layout: LayoutSettings, viewport: Points, file: String, path: JSONPath) throws(InputError) {
        guard layout.kind.isFormula, let formula = layout.formula,
            case .viewport(let margin) = formula.definition.visibility
        else { return }
        let candidates = FormulaLayout.viewportCapacity(
            viewport: viewport, margin: margin ?? viewport,
            pitch: formula.definition.pitch)
        guard candidates <= FormulaSettings.maximumCandidates else {
            throw InputError(
                file: file, position: formula.visiblePosition, path: path.key("layout").key("visible"),
                message:
                    "expected at most \(FormulaSettings.maximumCandidates) candidate items per frame, got \(candidates) (viewport + 2·margin over a pitch of \(NumberFormat.shortest(formula.definition.pitch)) pt)"
            )
        }
    }
}
