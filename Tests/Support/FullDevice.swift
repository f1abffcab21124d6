import Foundation
import Testing

/// `/dev/full`, the device whose every write fails with ENOSPC, which some containers lack or
/// replace by a regular file. Tests that need it are enabled by `FullDevice.trait`: skipped
/// with the reason when it is not a character device, so a redirection never creates a
/// regular file there.
package enum FullDevice {
    /// Whether `/dev/full` is a character device.
    package static var isAvailable: Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: "/dev/full"))?[.type] as? FileAttributeType
        return type == .typeCharacterSpecial
    }

    /// Enables a test only when `/dev/full` is the character device, with the reason shown when skipped.
    package static var trait: ConditionTrait {
        .enabled(
            if: isAvailable, "/dev/full is not a character device on this machine (some containers): nothing to write a full stream to")
    }
}
