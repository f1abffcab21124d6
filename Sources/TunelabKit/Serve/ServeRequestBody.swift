/// The JSON body of a `POST`: `{"values": {KEY: VALUE, …}, "pinned": {KEY: VALUE, …}, "case": N, "gesture": [[t, translation], …], "client": ID, "ticket": N, "target": NAME, "as": "scenario"|"grid", "x": KEY, "y": KEY, "size": N}`,
/// each part optional. `gesture` is a gesture drawn on the page (at most
/// `maximumGestureSamples` samples, s and pt): it replaces the case's gesture. `pinned` holds
/// the values of the point pinned as A: a simulation runs it too, in the same case and gesture. Unknown members and unknown keys are refused with a did-you-mean;
/// every value must be its control's (in range, or one of the choices).
struct ServeRequestBody {
    var values: [(control: ServeControl, value: GridValue)] = []
    /// A's values (the point pinned on the page), simulated beside the current point; nil: none pinned.
    var pinned: [(control: ServeControl, value: GridValue)]?
    var caseIndex = 0
    var ticket = 0
    /// The page that sent it (tickets count per page).
    var client = ""
    var target: String?
    var saveAs: String?
    /// A neighbourhood's keys and values per key.
    var x: String?
    var y: String?
    var size = ServeNeighbourhood.maximumSize
    /// A drawn gesture's samples, as the request wrote them (checked by the scenario decoder).
    var gesture: JSONNode?

    static let members = ["values", "pinned", "case", "gesture", "client", "ticket", "target", "as", "x", "y", "size"]
    /// The most samples a drawn gesture may carry (10 s at 200 Hz).
    static let maximumGestureSamples = 2000

    static func parse(_ bytes: [UInt8], model: ServeModel) -> Result<ServeRequestBody, ServeFailure> {
        let root: JSONNode
        // Not decoded leniently: a byte that is not UTF-8 would become U+FFFD and pass.
        if let bad = UTF8Check.firstInvalid(bytes) {
            return .failure(
                ServeFailure(400, "request:\(bad.position): not valid UTF-8 text (byte 0x\(String(bad.byte, radix: 16, uppercase: true)))"))
        }
        do {
            root = try JSONParser.parse(String(decoding: bytes, as: UTF8.self), file: "request")
        } catch {
            return .failure(ServeFailure(400, error.description))
        }
        guard case .object(let members) = root.value else { return .failure(ServeFailure(400, "request: expected a JSON object")) }
        var body = ServeRequestBody()
        for member in members {
            switch member.key {
            case "values", "pinned":
                switch Self.values(member, model: model) {
                case .success(let values):
                    if member.key == "values" { body.values = values } else { body.pinned = values }
                case .failure(let failure): return .failure(failure)
                }
            case "case":
                guard let n = member.node.value.doubleValue, n == n.rounded(), n >= 0, n < Double(model.cases.count) else {
                    return .failure(ServeFailure(422, "request: case: expected a whole number in [0, \(model.cases.count - 1)]"))
                }
                body.caseIndex = Int(n)
            case "gesture":
                guard case .array(let samples) = member.node.value, (2...Self.maximumGestureSamples).contains(samples.count) else {
                    return .failure(
                        ServeFailure(
                            422, "request: gesture: expected a list of 2 to \(Self.maximumGestureSamples) [time, translation] samples"))
                }
                body.gesture = member.node
            case "ticket":
                guard let n = member.node.value.doubleValue, n == n.rounded(), n >= 0, n < 1e15 else {
                    return .failure(ServeFailure(400, "request: ticket: expected a whole number ≥ 0"))
                }
                body.ticket = Int(n)
            case "client":
                guard let id = member.node.value.stringValue, id.count <= 64 else {
                    return .failure(ServeFailure(400, "request: client: expected a string of at most 64 characters"))
                }
                body.client = id
            case "target": body.target = member.node.value.stringValue
            case "as": body.saveAs = member.node.value.stringValue
            case "x": body.x = member.node.value.stringValue
            case "y": body.y = member.node.value.stringValue
            case "size":
                guard let n = member.node.value.doubleValue, n == n.rounded(), n >= 0, n <= 1e6 else {
                    return .failure(ServeFailure(422, "request: size: expected a whole number"))
                }
                body.size = Int(n)
            default:
                var message = "request: unknown member \(member.key)"
                if let near = DidYouMean.suggestion(for: member.key, among: Self.members) {
                    message += "; did you mean \(near)?"
                }
                return .failure(ServeFailure(400, message))
            }
        }
        return .success(body)
    }

    /// The controls' values of a `values` or `pinned` member.
    static func values(_ member: JSONMember, model: ServeModel) -> Result<[(control: ServeControl, value: GridValue)], ServeFailure> {
        guard case .object(let pairs) = member.node.value else {
            return .failure(ServeFailure(400, "request: \(member.key): expected an object"))
        }
        var out: [(control: ServeControl, value: GridValue)] = []
        for pair in pairs {
            guard let control = model.controls.first(where: { $0.key == pair.key }) else {
                var message = "request: \(member.key): unknown key \(pair.key)"
                if let near = DidYouMean.suggestion(for: pair.key, among: model.controls.map(\.key)) {
                    message += "; did you mean \(near)?"
                }
                return .failure(ServeFailure(422, message))
            }
            switch control.accept(pair.node.value) {
            case .success(let value): out.append((control, value))
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(out)
    }
}
