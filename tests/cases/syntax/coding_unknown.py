# -*- coding: xyz -*-
print(1)
