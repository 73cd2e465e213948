from typing import Dict, List


class TrieNode:
    def __init__(self) -> None:
        self.children: Dict[str, "TrieNode"] = {}
        self.count = 0
        self.end = False


class Trie:
    def __init__(self) -> None:
        self.root = TrieNode()

    def insert(self, word: str) -> None:
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
            node.count += 1
        node.end = True

    def _find(self, prefix: str):
        node = self.root
        for ch in prefix:
            if ch not in node.children:
                return None
            node = node.children[ch]
        return node

    def starts_with(self, prefix: str) -> int:
        node = self._find(prefix)
        return node.count if node else 0

    def complete(self, prefix: str, limit: int = 5) -> List[str]:
        node = self._find(prefix)
        out: List[str] = []
        if node is None:
            return out

        def dfs(n: TrieNode, acc: str) -> None:
            if len(out) >= limit:
                return
            if n.end:
                out.append(acc)
            for ch in sorted(n.children):
                dfs(n.children[ch], acc + ch)

        dfs(node, prefix)
        return out

    def longest_common_prefix(self) -> str:
        node, acc = self.root, ""
        while len(node.children) == 1 and not node.end:
            (ch, node), = node.children.items()
            acc += ch
        return acc


words = "car card care careful cart carbon cat catalog dog dodge door dorm".split()
t = Trie()
for w in words:
    t.insert(w)
for p in ["car", "ca", "do", "dor", "x", ""]:
    print(repr(p), t.starts_with(p), t.complete(p, 4))
t2 = Trie()
for w in ["interview", "internet", "internal", "interval"]:
    t2.insert(w)
print(t2.longest_common_prefix())
