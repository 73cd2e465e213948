from typing import *
x: List[int] = [1]
y: Optional[str] = None
print(x, y, Dict[str, Any], Union[int, float])
