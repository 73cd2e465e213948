from __future__ import nonsense
