#!/usr/bin/env bash
# Code coverage of the library and the tool by `swift test`: builds and runs the tests with
# coverage in a scratch folder of its own (.build/coverage, so the normal build stays), merges
# the raw profiles and prints `llvm-cov report` per file and the total, for the README's figure.
#
# The tests also run the `tunelab` binary as a child process; its profiles count too (the
# binary is passed to llvm-cov beside the test bundle). Children that a test runs under a
# file-size limit leave truncated profiles, which are skipped. tunelab-fuzz is not measured
# (scripts/fuzz.sh exercises it).
#
# usage: scripts/coverage.sh [--skip-tests]   (--skip-tests: report the profiles of the last run)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scratch=.build/coverage
profiles=$scratch/debug/codecov
if [ "${1:-}" != "--skip-tests" ]; then
    rm -f "$profiles"/*.profraw
    swift test --enable-code-coverage --scratch-path "$scratch" >&2
fi
valid=()
for f in "$profiles"/*.profraw; do
    if llvm-profdata show "$f" >/dev/null 2>&1; then valid+=("$f"); else echo "coverage: skipping truncated $f" >&2; fi
done
llvm-profdata merge -sparse "${valid[@]}" -o "$scratch/coverage.profdata"
llvm-cov report "$scratch/debug/tunelabPackageTests.xctest" -object "$scratch/debug/tunelab" \
    -instr-profile="$scratch/coverage.profdata" -ignore-filename-regex='(\.build/|/Tests/)'
