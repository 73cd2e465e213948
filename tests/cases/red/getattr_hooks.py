# Red team 2 (issue 10), program 15_getattr_hooks.
# attacks: __getattr__/__getattribute__ called from getattr/hasattr/copy/pickle-ish; raising non-AttributeError; recursion
class G:
    def __getattr__(self, n):
        return getattr(self, n + "x")
try: G().a
except RecursionError: print("RecErr")
print(hasattr(G, 'zz'))
try: print(hasattr(G(), 'zz'))
except RecursionError: print("RecErr hasattr")
class GA:
    def __getattribute__(self, n):
        raise KeyError(n)
try: hasattr(GA(), 'a')
except KeyError as e: print("KE", e)
try: print(getattr(GA(), 'a', 5))
except KeyError as e: print("KE", e)
import copy
class CP:
    def __getattr__(self, n):
        raise AttributeError(n)
print(type(copy.copy(CP())).__name__, type(copy.deepcopy(CP())).__name__)
class CP2:
    def __getattribute__(self, n):
        if n == '__class__': return CP2
        return object.__getattribute__(self, n)
    def __getattr__(self, n):
        return lambda *a: None
try: print(type(copy.copy(CP2())).__name__)
except Exception as e: print(type(e).__name__, e)
try: print(type(copy.deepcopy(CP2())).__name__)
except Exception as e: print(type(e).__name__, e)
class Cls:
    __slots__ = ()
    def __getattr__(self, n): return 1
print(getattr(Cls(), '__dict__', 'nodict'))
class DirH:
    def __dir__(self): return [3, 'a']
try: print(dir(DirH()))
except TypeError as e: print("TE", e)
class DirH2:
    def __dir__(self): return 5
try: print(dir(DirH2()))
except TypeError as e: print("TE", e)
