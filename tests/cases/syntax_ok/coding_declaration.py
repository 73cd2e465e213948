# -*- coding: utf-8 -*-
print("declared utf-8: é")
