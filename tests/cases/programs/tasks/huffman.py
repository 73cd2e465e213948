from typing import Dict, List, Optional, Tuple


class HNode:
    def __init__(self, weight: int, symbol: Optional[str] = None,
                 left: "Optional[HNode]" = None, right: "Optional[HNode]" = None,
                 order: int = 0) -> None:
        self.weight = weight
        self.symbol = symbol
        self.left = left
        self.right = right
        self.order = order

    def key(self) -> Tuple[int, int]:
        return (self.weight, self.order)


def build(text: str) -> HNode:
    freq: Dict[str, int] = {}
    for ch in text:
        freq[ch] = freq.get(ch, 0) + 1
    nodes: List[HNode] = [HNode(w, s, order=i) for i, (s, w) in enumerate(sorted(freq.items()))]
    counter = len(nodes)
    while len(nodes) > 1:
        nodes.sort(key=HNode.key)
        a = nodes.pop(0)
        b = nodes.pop(0)
        nodes.append(HNode(a.weight + b.weight, None, a, b, counter))
        counter += 1
    return nodes[0]


def codes(node: HNode, prefix: str = "", out: Optional[Dict[str, str]] = None) -> Dict[str, str]:
    if out is None:
        out = {}
    if node.symbol is not None:
        out[node.symbol] = prefix or "0"
    else:
        codes(node.left, prefix + "0", out)
        codes(node.right, prefix + "1", out)
    return out


def decode(bits: str, root: HNode) -> str:
    out = []
    node = root
    for b in bits:
        node = node.left if b == "0" else node.right
        if node.symbol is not None:
            out.append(node.symbol)
            node = root
    return "".join(out)


text = "this is an example of a huffman tree built without heapq"
root = build(text)
table = codes(root)
for sym in sorted(table, key=lambda s: (len(table[s]), s)):
    print(repr(sym), table[sym])
encoded = "".join(table[c] for c in text)
print(len(encoded), "bits vs", 8 * len(text))
print(decode(encoded, root) == text)
print(encoded[:64])
print(codes(build("aaaa")))
