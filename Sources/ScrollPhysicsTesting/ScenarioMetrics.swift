import Foundation
import ScrollPhysics
import TunelabKit

/// Runs a scenario file the way `tunelab run` does and gives its `metrics.csv` text, byte for
/// byte, with the layout kinds of `layouts` (the team's plug-ins) beside the built-ins.
public enum ScenarioMetrics {
    /// The `metrics.csv` of the scenario at `path`; a bad file or a layout fault throws the
    /// tool's `InputError` (`file:line:column: path: expected …`).
    public static func csv(scenarioAt path: String, layouts: [LayoutPlugin] = []) throws -> String {
        try LayoutRegistry.$current.withValue(LayoutRegistry(layouts)) {
            let root = try JSONFile.read(path)
            let scenario = try ScenarioDecoder.decoder(forFile: path).decode(root)
            do {
                return try ScenarioRunFiles(scenario: scenario).metrics.text
            } catch let fault as FrameFault {
                throw fault.inputError(file: path, layout: scenario.layout)
            }
        }
    }
}
