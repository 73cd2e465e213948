# -*- coding: latin-1 -*-
print("café", len("éè"))
