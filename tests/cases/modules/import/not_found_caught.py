try:
    import no_such_mod_abc as np
except ImportError as e:
    print(type(e).__name__, e, e.name)
try:
    import another_missing_mod
except ModuleNotFoundError as e:
    print('MNFE', e)
