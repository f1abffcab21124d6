import ScrollPhysics

/// One simulated point: its scenario document, the scenario decoded from it, and the files
/// `tunelab run` writes for that scenario (`ScenarioRunFiles`, the same code, so the same
/// bytes: docs/serve.md#same-numbers), with the motion player's clip.
struct ServePoint {
    let document: JSONNode
    let scenario: Scenario
    let files: ScenarioRunFiles
    let clip: MotionClip?

    /// The most frames one request may ask to simulate: 100 s at 120 Hz (a cap on the work of
    /// a request, below the decoder's 5 minutes; the controls bound the duration to twice the file's).
    static let maximumFrames = 12_000

    /// Decodes `document` as `tunelab run` would (with `decoder`, reporting errors in `file`)
    /// and runs it; `label` names the player's clip.
    static func simulate(_ document: JSONNode, decoder: ScenarioDecoder, file: String, label: String) -> Result<ServePoint, ServeFailure> {
        let scenario: Scenario
        do {
            scenario = try decoder.decode(document)
        } catch {
            return .failure(ServeFailure(422, error.description))
        }
        guard scenario.clock.lastFrame < maximumFrames else {
            return .failure(
                ServeFailure(
                    422, "\(file): \(scenario.clock.lastFrame + 1) frames is more than one request may simulate (\(maximumFrames))"))
        }
        let files: ScenarioRunFiles
        do {
            files = try ScenarioRunFiles(scenario: scenario, metrics: nil, keepingClip: true)
        } catch {
            return .failure(ServeFailure(422, error.inputError(file: file, layout: scenario.layout).description))
        }
        var clip: MotionClip? = nil
        if let columns = files.frameColumns {
            clip = try? MotionClip(label: label, frames: columns, items: files.items.bytes, clip: files.clip)
        }
        return .success(ServePoint(document: document, scenario: scenario, files: files, clip: clip))
    }

    /// The viewport the player draws.
    var stage: MotionPlayer.Stage { MotionPlayer.Stage(scroll: scenario.scroll, horizontal: scenario.layout.traits.isHorizontal) }
}
