#!/usr/bin/env python3
"""Parses Dart files with tree-sitter's Dart grammar (PyPI: tree-sitter, tree-sitter-dart) and
names every syntax error: the check the export gate runs on `tunelab export --to flutter` output
when the grammar is installed (docs/export.md#flutter-and-android). A parse, not a type check.

usage: scripts/dart-parse.py FILE.dart ...   exit 0 when every file parses, 1 naming each error,
                                               2 when the grammar is not installed
"""
import sys

try:
    import tree_sitter_dart
    from tree_sitter import Language, Parser
except ImportError:
    print("dart-parse: tree_sitter and tree_sitter_dart are not installed (pip install tree-sitter tree-sitter-dart)", file=sys.stderr)
    sys.exit(2)

parser = Parser(Language(tree_sitter_dart.language()))
failures = 0
for path in sys.argv[1:]:
    with open(path, "rb") as f:
        tree = parser.parse(f.read())
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "ERROR" or node.is_missing:
            row, column = node.start_point
            print(f"{path}:{row + 1}:{column + 1}: dart-parse: {'missing ' + node.type if node.is_missing else 'syntax error'}", file=sys.stderr)
            failures += 1
        stack.extend(node.children)
sys.exit(1 if failures else 0)
