__all__ = ['iskeyword', 'issoftkeyword', 'kwlist', 'softkwlist']
kwlist = ['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
          'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for',
          'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or',
          'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']
softkwlist = ['_', 'case', 'match']
_kw = {k: None for k in kwlist}
_soft = {k: None for k in softkwlist}
def iskeyword(s):
    try:
        return s in _kw
    except TypeError:
        return False
def issoftkeyword(s):
    try:
        return s in _soft
    except TypeError:
        return False
