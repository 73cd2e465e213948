"""Feature-flag rollout report: IntFlag sets per customer, iteration, counting and JSON."""
import json
from collections import Counter
from enum import IntFlag, auto
from typing import Dict, List


class Feature(IntFlag):
    SEARCH = auto()
    EXPORT = auto()
    DARK_MODE = auto()
    API = auto()
    AUDIT_LOG = auto()


TIERS = {
    "free": Feature.SEARCH,
    "team": Feature.SEARCH | Feature.EXPORT | Feature.DARK_MODE,
    "enterprise": Feature(31),
}


def parse(names: str) -> Feature:
    flags = Feature(0)
    for name in filter(None, (n.strip().upper() for n in names.split(","))):
        try:
            flags |= Feature[name]
        except KeyError:
            raise ValueError(f"unknown feature {name!r}") from None
    return flags


def main() -> None:
    customers: Dict[str, Feature] = {
        "acme": TIERS["team"] | Feature.API,
        "globex": TIERS["free"],
        "initech": TIERS["enterprise"] & ~Feature.AUDIT_LOG,
        "umbrella": parse("search, audit_log,api"),
    }
    usage = Counter()
    for name, flags in customers.items():
        members: List[Feature] = list(flags)
        usage.update(m.name for m in members)
        print(f"{name:<9} {int(flags):>2} {len(members)} {[m.name for m in members]}")
    print(usage.most_common())
    print(json.dumps({k: sorted(m.name for m in v) for k, v in customers.items()}, sort_keys=True))
    everyone = Feature(31)
    for flags in customers.values():
        everyone &= flags
    print("common:", [m.name for m in everyone], "any:", [m.name for m in Feature(0).__class__(sum(set().union(*({int(m) for m in f} for f in customers.values()))))])
    missing = {k: [m.name for m in Feature if m not in v] for k, v in customers.items()}
    print(missing)
    try:
        parse("search, teleport")
    except ValueError as e:
        print("ValueError:", e)
    print(sorted(Feature(21)), tuple(Feature(6)), Feature.API in TIERS["enterprise"], bool(Feature(0)))


if __name__ == "__main__":
    main()
