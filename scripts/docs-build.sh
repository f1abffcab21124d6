#!/usr/bin/env bash
# The API reference: builds the DocC catalog of the ScrollPhysics library with the toolchain's
# own tools — symbol graphs from the compiler (`swift build -emit-symbol-graph`, in a scratch
# folder of its own so the normal build is not invalidated), then `docc convert` — and checks
# that the public API is documented.
#
# usage: scripts/docs-build.sh [--output DIR] [--check] [--list]
#   --output DIR  where the .doccarchive goes (default .build/docs/ScrollPhysics.doccarchive)
#   --check       fail (exit 1) when DocC warns more (a broken symbol link, a missing article, an
#                 undocumented parameter) or more public symbols lack a doc comment than
#                 scripts/docs-baseline allows: both counts may only fall; lower the file with them
#   --list        print every undocumented public symbol with its file and line
# A public symbol counts as documented when it has a /// comment, inherits one (a default
# implementation), or implements a requirement of a protocol it conforms to (the requirement's
# documentation is its own: `description`, `==`, `layout(offset:velocity:into:)` of a layout).
# Exit 0 when the archive is built (and, with --check, clean), 1 on a failed check, 2 on a
# failed build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
output=.build/docs/ScrollPhysics.doccarchive
check=0
list=0
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output=$2; shift 2 ;;
        --check) check=1; shift ;;
        --list) list=1; shift ;;
        *) echo "usage: scripts/docs-build.sh [--output DIR] [--check] [--list]" >&2; exit 2 ;;
    esac
done
# The compiler writes a module's symbol graph when it compiles the module, so the graphs live
# beside the scratch build that made them (an up-to-date build leaves them as they are).
symbols=.build/docs-scratch/symbol-graphs
mkdir -p "$symbols" "$(dirname "$output")"

echo "docs: symbol graphs of ScrollPhysics" >&2
swift build --target ScrollPhysics --scratch-path .build/docs-scratch \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$root/$symbols" >&2 || exit 2

echo "docs: docc convert" >&2
log=$(mktemp)
trap 'rm -f "$log"' EXIT
docc_status=0
docc convert Sources/ScrollPhysics/ScrollPhysics.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name ScrollPhysics --fallback-bundle-identifier org.tunelab.ScrollPhysics \
    --output-path "$output" 2>&1 | tee "$log" >&2 || docc_status=$?
[ "$docc_status" -eq 0 ] || { echo "docs: docc convert failed" >&2; exit 2; }
warnings=$(grep -c "warning:" "$log" || true)

undocumented=$(python3 - "$symbols" "$list" <<'PY'
import glob, json, sys
symbols_dir, listing = sys.argv[1], sys.argv[2] == "1"
graphs = [json.load(open(f)) for f in sorted(glob.glob(symbols_dir + "/ScrollPhysics*.symbols.json"))]
by_id = {s["identifier"]["precise"]: s for g in graphs for s in g["symbols"]}
requirements = {}  # protocol id -> names of its requirements
conforms = {}      # type id -> protocol ids (any module)
members = {}       # member id -> type id
for g in graphs:
    for r in g.get("relationships", []):
        if r["kind"] in ("requirementOf", "optionalRequirementOf"):
            name = by_id.get(r["source"], {}).get("names", {}).get("title")
            requirements.setdefault(r["target"], set()).add(name)
        elif r["kind"] == "conformsTo":
            conforms.setdefault(r["source"], set()).add(r["target"])
        elif r["kind"] == "memberOf":
            members[r["source"]] = r["target"]
# Requirements of the standard library's protocols these types conform to.
stdlib = {"description", "debugDescription", "==(_:_:)", "<(_:_:)", "hash(into:)", "rawValue", "init(rawValue:)",
          "allCases", "startIndex", "endIndex", "index(after:)", "index(before:)", "subscript(_:)", "makeIterator()"}
missing = []
for s in by_id.values():
    uri = s.get("location", {}).get("uri", "")
    if s.get("accessLevel") not in ("public", "open") or "/Sources/ScrollPhysics/" not in uri:
        continue
    if s.get("docComment") or s.get("sourceOrigin"):
        continue
    name = s["names"]["title"]
    owner = members.get(s["identifier"]["precise"])
    if name in stdlib and owner is not None:
        continue
    if owner is not None and any(name in requirements.get(p, ()) for p in conforms.get(owner, ())):
        continue
    line = s["location"]["position"]["line"] + 1
    missing.append(f'{uri.split("/Sources/", 1)[1]}:{line}: {".".join(s["pathComponents"])}')
if listing:
    for m in sorted(missing):
        print(m, file=sys.stderr)
print(len(missing))
PY
)
max_warnings=$(awk '$1 == "docc-warnings" {print $2}' scripts/docs-baseline 2>/dev/null || true)
max_undocumented=$(awk '$1 == "undocumented" {print $2}' scripts/docs-baseline 2>/dev/null || true)
echo "docs: $output ($warnings DocC warnings, baseline ${max_warnings:-0}; $undocumented public symbols without documentation, baseline ${max_undocumented:-0})" >&2
if [ "$check" -eq 1 ]; then
    status=0
    [ "$warnings" -le "${max_warnings:-0}" ] || { echo "docs: $warnings DocC warnings (above), more than the baseline ${max_warnings:-0}" >&2; status=1; }
    [ "$undocumented" -le "${max_undocumented:-0}" ] || { echo "docs: $undocumented undocumented public symbols, more than the baseline ${max_undocumented:-0} (scripts/docs-build.sh --list names them)" >&2; status=1; }
    exit $status
fi
