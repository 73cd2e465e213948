from ..pkg import x
