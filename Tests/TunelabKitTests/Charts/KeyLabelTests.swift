import Foundation
import Testing
import TunelabKit

/// `KeyLabel.label`: known keys get their wording and unit, a formula's parameter or let keeps
/// its name in front — exactly when the key holds `.params.` or `.let.` — and other keys are
/// their last component in words.
@Suite struct KeyLabelTests {
    @Test(arguments: [
        "layout.scaleFrequency", "layout.params.spacing", "layout.let.tilt", "params.spacing", "layout.params",
        "a..params..spacing", "layout.params.", "x.let.noise.spacing", "letter.spacing", "layout.parameters.spacing",
        "layout.myKnob", "spacing"
    ])
    func labelsNameFormulaParametersAsTheKeySaysSo(key: String) {
        let last = key.split(separator: ".").last.map(String.init) ?? key
        let label = KeyLabel.label(key)
        let named = key.contains(".params.") || key.contains(".let.")
        if let known = [
            "scaleFrequency": "scale frequency (rad/pt)", "spacing": "spacing (pt)", "tilt": "tilt (rad/pt)",
            "noise": "touch noise (pt)"
        ][last] {
            #expect(label == (named ? "\(last): \(known)" : known), "\(key)")
        } else {
            #expect(label == (last == "myKnob" ? "my knob" : last), "\(key)")
        }
    }
}
