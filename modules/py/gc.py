# gc: CPython 3.11's interface over pyeval's collector. collect and is_tracked come
# from modules/gc.c; the thresholds, the enabled flag and the freeze count are kept
# here for the program to read back (the automatic collector follows its own,
# memory-driven schedule).
DEBUG_STATS = 1
DEBUG_COLLECTABLE = 2
DEBUG_UNCOLLECTABLE = 4
DEBUG_SAVEALL = 32
DEBUG_LEAK = DEBUG_COLLECTABLE | DEBUG_UNCOLLECTABLE | DEBUG_SAVEALL

garbage = []
callbacks = []
_state = {'enabled': True, 'thresholds': (700, 10, 10), 'debug': 0}


def enable():
    _state['enabled'] = True


def disable():
    _state['enabled'] = False


def isenabled():
    return _state['enabled']


def get_threshold():
    return _state['thresholds']


def set_threshold(threshold0, threshold1=None, threshold2=None, /):
    # an omitted threshold keeps its value, as in CPython
    old = _state['thresholds']
    given = (threshold0, threshold1, threshold2)
    new = tuple(old[i] if v is None else v.__index__() for i, v in enumerate(given))
    _state['thresholds'] = new


def get_count():
    return (_young(), 0, 0)


def get_debug():
    return _state['debug']


def set_debug(flags, /):
    _state['debug'] = flags.__index__()


def freeze():
    pass


def unfreeze():
    pass


def get_freeze_count():
    return 0


def is_finalized(obj, /):
    return False


def get_stats():
    return [{'collections': 0, 'collected': 0, 'uncollectable': 0} for _ in range(3)]
