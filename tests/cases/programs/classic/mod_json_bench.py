"""A json benchmark: build nested documents, dump them several ways, load and compare."""
import json
import random
from typing import Any, Dict, List


def make_doc(rng: random.Random, depth: int) -> Any:
    if depth == 0:
        kind = rng.randrange(5)
        if kind == 0:
            return rng.randint(-10**6, 10**6)
        if kind == 1:
            return round(rng.uniform(-1000, 1000), 4)
        if kind == 2:
            return "".join(rng.choice("abcdef\u00e9\u4e2d \"\\\n") for _ in range(rng.randrange(12)))
        if kind == 3:
            return rng.choice([True, False, None])
        return []
    if rng.random() < 0.5:
        return [make_doc(rng, depth - 1) for _ in range(rng.randrange(1, 5))]
    return {f"k{rng.randrange(100)}": make_doc(rng, depth - 1) for _ in range(rng.randrange(1, 5))}


def stats(doc: Any, acc: Dict[str, int]) -> Dict[str, int]:
    acc[type(doc).__name__] = acc.get(type(doc).__name__, 0) + 1
    if isinstance(doc, list):
        for x in doc:
            stats(x, acc)
    elif isinstance(doc, dict):
        for v in doc.values():
            stats(v, acc)
    return acc


def main() -> None:
    rng = random.Random(99)
    docs: List[Any] = [make_doc(rng, 5) for _ in range(12)]
    total = 0
    for i, doc in enumerate(docs):
        compact = json.dumps(doc, separators=(",", ":"))
        pretty = json.dumps(doc, indent=2, sort_keys=True)
        ascii_ = json.dumps(doc, ensure_ascii=True)
        raw = json.dumps(doc, ensure_ascii=False)
        assert json.loads(compact) == json.loads(pretty) == json.loads(ascii_) == json.loads(raw) == doc
        total += len(compact) + len(pretty) + len(ascii_) + len(raw)
        print(i, len(compact), len(pretty), len(ascii_), len(raw), sorted(stats(doc, {}).items()))
    print("total bytes:", total)
    big = {"rows": [{"id": i, "name": f"row{i}", "score": i * 0.5, "tags": ["a", "b"][: i % 3]} for i in range(800)]}
    for _ in range(3):
        text = json.dumps(big)
        back = json.loads(text)
    print(len(text), back == big, back["rows"][799])
    print(json.dumps(docs[0])[:120])


if __name__ == "__main__":
    main()
