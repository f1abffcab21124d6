#!/usr/bin/env bash
# The links gate: a fresh clone finds every reference of its documentation inside itself.
#
# Checks every Markdown file git tracks (README.md, docs/, deploy/, experiments/, reports/, …):
# each relative link `[text](path)` or image `![alt](path)` must name a file or folder of the
# repository (not one outside it), and a `#fragment` into a Markdown file must name one of its
# headings (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens). Links with a
# scheme (https:, mailto:) are not followed. Any mention of `../shared` in a tracked file fails
# too: that folder is the developers' and no clone has it; so does a "DESIGN §" citation.
#
# usage: scripts/links-check.sh      exit 0 when every link resolves, 1 naming each broken one.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
status=0

# `../shared` anywhere a user could follow it (this script excepted).
if git grep -n -I -F '../shared' -- ':!scripts/links-check.sh'; then
    echo "links-check: the lines above refer to ../shared, which is outside the repository" >&2
    status=1
fi

# Citations of the old design document, which no clone has: the reference is docs/.
if git grep -n -I -E 'DESIGN (§|[0-9])' -- ':!scripts/links-check.sh'; then
    echo "links-check: the lines above cite DESIGN; link the docs/ page that holds the rule instead" >&2
    status=1
fi

git ls-files -z -- '*.md' | python3 -c '
import os, re, sys, unicodedata

root = os.getcwd()
files = [f for f in sys.stdin.read().split("\0") if f]
link = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
fence = re.compile(r"^\s*(```|~~~)")

def slug(heading):
    text = re.sub(r"`", "", heading.strip()).lower()
    text = "".join(c for c in text if c == " " or c == "-" or c == "_" or unicodedata.category(c)[0] in "LN")
    return text.replace(" ", "-")

anchors = {}
def anchors_of(path):
    if path not in anchors:
        found, seen, in_fence = set(), {}, False
        with open(path, encoding="utf-8") as f:
            for line in f:
                if fence.match(line):
                    in_fence = not in_fence
                    continue
                m = None if in_fence else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
                if m:
                    s = slug(m.group(1))
                    n = seen.get(s, 0)
                    seen[s] = n + 1
                    found.add(s if n == 0 else f"{s}-{n}")
        anchors[path] = found
    return anchors[path]

broken = 0
for name in files:
    in_fence = False
    with open(name, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if fence.match(line):
                in_fence = not in_fence
                continue
            if in_fence:
                continue
            for target in link.findall(re.sub(r"`[^`]*`", "", line)):
                if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
                    continue
                path, _, fragment = target.partition("#")
                resolved = os.path.normpath(os.path.join(os.path.dirname(name), path)) if path else name
                where = f"{name}:{number}: {target}"
                if os.path.relpath(os.path.join(root, resolved), root).startswith(".."):
                    print(f"{where}: leaves the repository", file=sys.stderr); broken += 1; continue
                if not os.path.exists(resolved):
                    print(f"{where}: no such file", file=sys.stderr); broken += 1; continue
                if fragment and resolved.endswith(".md") and fragment not in anchors_of(resolved):
                    print(f"{where}: no heading #{fragment} in {resolved}", file=sys.stderr); broken += 1
print(f"links-check: {len(files)} Markdown files, {broken} broken links", file=sys.stderr)
sys.exit(1 if broken else 0)
' || status=1
exit $status
