from typing import List, Dict, Optional, Tuple

def two_sum(nums: List[int], target: int) -> Optional[Tuple[int, int]]:
    seen: Dict[int, int] = {}
    for i, n in enumerate(nums):
        if target - n in seen:
            return (seen[target - n], i)
        seen[n] = i
    return None

class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        groups: Dict[str, List[str]] = {}
        for s in strs:
            groups.setdefault(''.join(sorted(s)), []).append(s)
        return list(groups.values())

print(two_sum([2, 7, 11, 15], 9), two_sum([1], 5))
print(Solution().groupAnagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat']))
