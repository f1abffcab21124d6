import Foundation
import Testing
import TestSupport

/// The command plugin (Plugins/TunelabPlugin, docs/package-plugin.md) as SwiftPM shows it: its
/// write permission says why it is asked for every command, and its release build is not silent.
@Suite struct CommandPluginManifestTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: Repository.path + "/" + path, encoding: .utf8)
    }

    @Test func thePermissionSaysWhyEvenReadOnlyCommandsAsk() throws {
        let manifest = try Self.text("Package.swift")
        let reason = try #require(
            manifest.range(of: #"writeToPackageDirectory\(\s*reason:\s*"([^"]*)""#, options: .regularExpression).map {
                String(manifest[$0])
            })
        for needle in [
            "sweep, run, bench, merge and export --out write", "SwiftPM asks once for the plugin, not per command",
            "validate, compare, status", "write nothing"
        ] {
            #expect(reason.contains(needle), "the reason names \(needle): \(reason)")
        }
        let docs = try Self.text("docs/package-plugin.md").replacingOccurrences(of: "\n", with: " ")
        #expect(
            docs.contains("SwiftPM asks once for the plugin, not per command: validate, compare, status"),
            "docs/package-plugin.md quotes it")
    }

    @Test func theBuildReportsProgressBeforeAndWhileItRuns() throws {
        let plugin = try Self.text("Plugins/TunelabPlugin/TunelabPlugin.swift")
        let progress = try #require(plugin.range(of: "Diagnostics.progress(\"swift package tunelab: building tunelab in release"))
        let build = try #require(plugin.range(of: "packageManager.build("))
        #expect(progress.lowerBound < build.lowerBound, "the progress line comes before the build")
        #expect(plugin.contains("Heartbeat(every: 20)") && plugin.contains("still building tunelab in release"), "and every 20 s during it")
    }
}
