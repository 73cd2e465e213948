from typing import Optional, List
print(Optional[int] == Optional[int], List[int] == List[int], List[int] == List[str])
print(Optional[List[int]])
