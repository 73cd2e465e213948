"""Autocomplete with a trie of defaultdicts and ranked suggestions."""
import heapq
from collections import defaultdict
from typing import Dict, Iterator, List, Optional, Tuple


class TrieNode:
    __slots__ = ("children", "count", "word")

    def __init__(self) -> None:
        self.children: Dict[str, "TrieNode"] = defaultdict(TrieNode)
        self.count = 0
        self.word: Optional[str] = None


class Trie:
    def __init__(self) -> None:
        self.root = TrieNode()
        self.size = 0

    def insert(self, word: str, weight: int = 1) -> None:
        node = self.root
        for ch in word:
            node = node.children[ch]
        if node.word is None:
            self.size += 1
        node.word = word
        node.count += weight

    def _find(self, prefix: str) -> Optional[TrieNode]:
        node = self.root
        for ch in prefix:
            if ch not in node.children:
                return None
            node = node.children[ch]
        return node

    def _walk(self, node: TrieNode) -> Iterator[Tuple[str, int]]:
        if node.word is not None:
            yield node.word, node.count
        for ch in sorted(node.children):
            yield from self._walk(node.children[ch])

    def complete(self, prefix: str, k: int = 3) -> List[str]:
        node = self._find(prefix)
        if node is None:
            return []
        best = heapq.nsmallest(k, self._walk(node), key=lambda wc: (-wc[1], wc[0]))
        return [w for w, _ in best]

    def __contains__(self, word: str) -> bool:
        node = self._find(word)
        return node is not None and node.word == word

    def longest_common_prefix(self) -> str:
        node, out = self.root, []
        while len(node.children) == 1 and node.word is None:
            ch, node = next(iter(node.children.items()))
            out.append(ch)
        return "".join(out)


def main() -> None:
    t = Trie()
    corpus = ("the then there these this that those thesis theory theme them they "
              "the the then then then this this that").split()
    for w in corpus:
        t.insert(w)
    print("size:", t.size)
    for p in ["th", "the", "them", "thx", "", "tho"]:
        print(f"{p!r:7} -> {t.complete(p)}")
    print("the" in t, "thes" in t, "those" in t)
    print(sorted(w for w, _ in t._walk(t.root))[:5])
    t2 = Trie()
    for w in ["interview", "internet", "internal", "interval"]:
        t2.insert(w)
    print("lcp:", t2.longest_common_prefix())
    print(t2.complete("inter", k=10))


if __name__ == "__main__":
    main()
