#!/usr/bin/env python3
"""Run lookout's whole-project migration check on the outputs corpus_eval.py kept.

corpus_eval.py (--keep DIR) leaves, per pair, DIR/<owner>+<name>@<before>..<after>/ with before/, human/ and
tool/. For each pair this script runs

    lookout migrate --check-from <pair>/before <pair>/tool --json

(and the same on human/, as a reference), then prints, per pair and in total, the remaining uses that need
ObservableObject of a type that is not one any more — by kind, as the README's table shows them — and the
files swift-syntax could not parse.

    Benchmarks/corpus_check.py --keep /tmp/keep --lookout .build/debug/lookout [--json out.json] [--items] [--parse]

With --parse, it also measures the tools' parser against the compiler on every pair's before/ tree: the files
swift-syntax rejects (in the tools' language mode, Swift 5, and in its default, Swift 6), and how many of those
`swiftc -frontend -parse` accepts (tried with and without -enable-bare-slash-regex, as corpus_eval.py does).
"""
import argparse
import json
import os
import subprocess
import sys

KINDS = [
    ("state_object", "@StateObject"),
    ("observed_object", "@ObservedObject"),
    ("environment_object", "@EnvironmentObject"),
    ("environment_object_modifier", ".environmentObject(_:)"),
    ("wrapper_initializer", "StateObject(…) / ObservedObject(…)"),
    ("constraint", "generic constraint or existential"),
    ("publisher", "$ publisher or projection"),
    ("object_will_change", "objectWillChange"),
    ("constrained_declaration", "wrapper or generic constrained to ObservableObject"),
]


def check(lookout, before, after):
    result = subprocess.run([lookout, "migrate", "--check-from", before, after, "--json"],
                            capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"lookout exited {result.returncode}: {result.stderr.strip()[:500]}")
    return json.loads(result.stdout)


def compiler_accepts(swiftc, path):
    for extra in (["-enable-bare-slash-regex"], []):
        if subprocess.run([swiftc, "-frontend", "-parse", *extra, path], capture_output=True).returncode == 0:
            return True
    return False


def parse_agreement(bench, swiftc, pairs, keep):
    """Per pair: files, rejected by swift-syntax (Swift 5 mode / Swift 6 mode), and of those the compiler accepts."""
    rows = []
    for pair in pairs:
        before = os.path.join(keep, pair, "before")
        result = subprocess.run([bench, "parse", "--real", before, "--json"], capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"lookout-bench parse exited {result.returncode}: {result.stderr.strip()[:500]}")
        report = json.loads(result.stdout)
        rejected = [item["file"] for item in report["rejected"]]
        swift6 = report["rejected_in_swift6_mode"]
        rows.append({
            "pair": pair, "files": report["files"],
            "rejected": len(rejected), "rejected_compiler_accepts": [p for p in rejected if compiler_accepts(swiftc, p)],
            "rejected_swift6": len(swift6), "rejected_swift6_compiler_accepts": [p for p in swift6 if compiler_accepts(swiftc, p)],
        })
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keep", required=True, help="the --keep directory of a corpus_eval.py run")
    parser.add_argument("--lookout", default=".build/debug/lookout", help="the lookout executable")
    parser.add_argument("--json", help="write every pair's reports here")
    parser.add_argument("--items", action="store_true", help="print every broken use")
    parser.add_argument("--no-human", action="store_true", help="do not check the human migrations")
    parser.add_argument("--parse", action="store_true", help="also measure swift-syntax against swiftc on every before/ file")
    parser.add_argument("--swiftc", default="swiftc", help="the compiler for --parse")
    parser.add_argument("--bench", default=".build/debug/lookout-bench", help="the lookout-bench executable, for --parse")
    args = parser.parse_args()

    pairs = sorted(d for d in os.listdir(args.keep) if os.path.isdir(os.path.join(args.keep, d, "tool")))
    if not pairs:
        sys.exit(f"no pair directories with tool/ under {args.keep}")
    sides = ["tool"] + ([] if args.no_human else ["human"])
    totals = {side: {key: 0 for key, _ in KINDS} for side in sides}
    unparsed = {side: 0 for side in sides}
    reports = {}
    print(f"{'pair':62} " + " ".join(f"{side:>6}" for side in sides) + "  unparsed(tool)")
    for pair in pairs:
        base = os.path.join(args.keep, pair)
        reports[pair] = {}
        for side in sides:
            reports[pair][side] = check(args.lookout, os.path.join(base, "before"), os.path.join(base, side))
            for key, _ in KINDS:
                totals[side][key] += reports[pair][side]["broken"].get(key, 0)
            unparsed[side] += len(reports[pair][side]["unparsed"])
        counts = " ".join(f"{sum(reports[pair][side]['broken'].values()):>6}" for side in sides)
        print(f"{pair[:62]:62} {counts}  {len(reports[pair]['tool']['unparsed'])}")
        if args.items:
            for item in reports[pair]["tool"]["items"]:
                path = os.path.relpath(item["file"], base)
                print(f"    {path}:{item['line']}:{item['column']}: [{item['kind']}] {item['reason']}")
    print()
    print("Remaining uses that need ObservableObject of a type that is not one any more (all pairs):")
    print(f"  {'kind':52} " + " ".join(f"{side:>6}" for side in sides))
    for key, name in KINDS:
        print(f"  {name:52} " + " ".join(f"{totals[side][key]:>6}" for side in sides))
    print(f"  {'total':52} " + " ".join(f"{sum(totals[side].values()):>6}" for side in sides))
    print(f"files swift-syntax could not parse among those checked: " + ", ".join(f"{side} {unparsed[side]}" for side in sides))
    pairs_broken = sum(1 for pair in pairs if sum(reports[pair]["tool"]["broken"].values()) > 0)
    print(f"pairs whose tool output has a broken use: {pairs_broken} of {len(pairs)}")
    agreement = None
    if args.parse:
        agreement = parse_agreement(args.bench, args.swiftc, pairs, args.keep)
        files = sum(row["files"] for row in agreement)
        print()
        print(f"swift-syntax against the compiler on the before/ trees ({files} Swift files):")
        print(f"  {'mode':32} {'rejected':>9} {'of which swiftc accepts':>24}")
        for label, key in (("Swift 5 (what the tools use)", "rejected"), ("Swift 6 (swift-syntax's default)", "rejected_swift6")):
            accepted = sum(len(row[key + "_compiler_accepts"]) for row in agreement)
            print(f"  {label:32} {sum(row[key] for row in agreement):>9} {accepted:>24}")
        for row in agreement:
            for path in row["rejected_compiler_accepts"]:
                print(f"    rejected though swiftc accepts it: {path}")
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"pairs": reports, "totals": totals, "unparsed": unparsed, "parse": agreement}, out, indent=2)


if __name__ == "__main__":
    main()
