# sys may be denied too (much ordinary code imports it: docs/security.md)
# pyeval: --deny-import sys
# expect-stdout: refused No module named 'sys'
# expect-exit: 0
try:
    import sys
except ImportError as e:
    print('refused', e)
