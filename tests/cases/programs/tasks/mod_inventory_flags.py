"""File permissions and feature toggles with enum.IntFlag and Flag."""
from enum import Flag, IntFlag, auto, Enum
from typing import Dict, List


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


class Feature(Flag):
    NONE = 0
    SEARCH = auto()
    EXPORT = auto()
    BETA_UI = auto()
    ADMIN_PANEL = auto()
    STANDARD = SEARCH | EXPORT
    ALL = SEARCH | EXPORT | BETA_UI | ADMIN_PANEL


class Plan(Enum):
    FREE = Feature.SEARCH
    PRO = Feature.STANDARD
    ENTERPRISE = Feature.ALL


def mode_string(mode: int) -> str:
    out = []
    for shift in (6, 3, 0):
        p = Perm((mode >> shift) & 7)
        out.append("".join(ch if flag in p else "-" for ch, flag in zip("rwx", (Perm.R, Perm.W, Perm.X))))
    return "".join(out)


def parse_mode(s: str) -> int:
    if len(s) != 9:
        raise ValueError(f"mode string must have 9 chars: {s!r}")
    mode = 0
    for i, ch in enumerate(s):
        if ch not in ("-", "rwx"[i % 3]):
            raise ValueError(f"bad char {ch!r} at {i}")
        mode = (mode << 1) | (ch != "-")
    return mode


def main() -> None:
    for m in (0o755, 0o644, 0o700, 0o000, 0o777):
        s = mode_string(m)
        print(oct(m), s, oct(parse_mode(s)))
    for bad in ("rwxr-x", "rwxrwxrwz"):
        try:
            parse_mode(bad)
        except ValueError as e:
            print("ValueError:", e)
    rw = Perm.R | Perm.W
    print(rw, int(rw), repr(rw), Perm.X in rw, rw & Perm.W, rw ^ Perm.R, Perm(7), Perm(0))
    print(rw + 1, rw == 6, isinstance(rw, int), list(Perm))
    users: Dict[str, Feature] = {"ann": Plan.PRO.value, "bob": Plan.FREE.value | Feature.BETA_UI,
                                 "cy": Plan.ENTERPRISE.value & ~Feature.ADMIN_PANEL}
    for name, f in users.items():
        enabled: List[str] = [m.name for m in Feature if m in f and m.name not in ("NONE", "STANDARD", "ALL") and m]
        print(f"{name}: {f!r} -> {enabled} standard={Feature.STANDARD in f}")
    print(Feature.NONE, bool(Feature.NONE), Feature.ALL, len(Feature), Feature(3))
    print(Plan(Feature.SEARCH), Plan.PRO.value, [p.name for p in Plan])
    try:
        Feature(64)
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
