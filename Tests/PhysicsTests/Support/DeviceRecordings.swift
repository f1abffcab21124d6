import Foundation
import TestSupport

/// The recordings of real `UIScrollView`s shipped in experiments/device/ (provenance in its
/// README and docs/provenance.md), read as the numbers were published.
enum DeviceRecordings {
    /// One recorded flick: released at `releaseOffset` pt with UIKit's velocity, at rest at
    /// `restOffset` pt `duration` s later (nil when the source gives no duration).
    struct Flick: CustomStringConvertible, Sendable {
        let dataset: String
        let flick: Int
        let decelerationRate: Double
        let releaseOffset: Double
        /// pt/s (the file gives UIKit's pt/ms).
        let releaseVelocity: Double
        let restOffset: Double
        let duration: Double?

        var description: String { "\(dataset) #\(flick)" }
    }

    static let folder = Repository.url.appendingPathComponent("experiments/device")

    /// experiments/device/uikit-flicks.csv.
    static let flicks: [Flick] = rows("uikit-flicks.csv").map { cells in
        Flick(
            dataset: cells[0], flick: Int(cells[1])!, decelerationRate: Double(cells[2])!,
            releaseOffset: Double(cells[3])!, releaseVelocity: 1000 * Double(cells[4])!,
            restOffset: Double(cells[5])!, duration: Double(cells[6]))
    }

    /// The flicks of one dataset (`so-16155375`, `cranpose-541`).
    static func flicks(of dataset: String) -> [Flick] { flicks.filter { $0.dataset == dataset } }

    /// A two-column recording (t_ms or translation_pt, offset_pt) as pairs.
    static func pairs(_ file: String) -> [(Double, Double)] {
        rows(file).map { (Double($0[0])!, Double($0[1])!) }
    }

    /// The data rows of a CSV in experiments/device/ (header dropped), split on commas.
    static func rows(_ file: String) -> [[String]] {
        let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
