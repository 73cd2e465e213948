import math.foo
