# warnings - pyeval's own warnings module: warn, warn_explicit, showwarning,
# formatwarning, simplefilter, filterwarnings, resetwarnings and catch_warnings, with
# CPython 3.11's default filters, once-per-location registries and stderr text.
# The caller's file, line and source line come from traceback._caller (a native
# helper that reads the VM's frame stack).

import sys
from traceback import _caller

__all__ = ['warn', 'warn_explicit', 'showwarning', 'formatwarning', 'filterwarnings',
           'simplefilter', 'resetwarnings', 'catch_warnings']

_ACTIONS = ('error', 'ignore', 'always', 'default', 'module', 'once')

# (action, message regex or None, category, module regex/str or None, lineno)
filters = [
    ('default', None, DeprecationWarning, '__main__', 0),
    ('ignore', None, DeprecationWarning, None, 0),
    ('ignore', None, PendingDeprecationWarning, None, 0),
    ('ignore', None, ImportWarning, None, 0),
    ('ignore', None, ResourceWarning, None, 0),
]
defaultaction = 'default'
onceregistry = {}
# registries of locations already warned about hold this version; a change of the
# filters makes them stale (they are then cleared on their next use)
_filters_version = 1
# the source lines callers had, for showwarning's line lookup: (filename, lineno)
_lines = {}


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def formatwarning(message, category, filename, lineno, line=None):
    text = '%s:%s: %s: %s\n' % (filename, lineno, category.__name__, message)
    if line is None:
        line = _lines.get((filename, lineno))
    if line:
        line = line.strip()
        if line:
            text += '  %s\n' % line
    return text


def _showwarnmsg_impl(msg):
    # the default display: formatwarning's text on msg.file, else on sys.stderr
    # (nowhere when that is None); a failed write is ignored
    target = sys.stderr if msg.file is None else msg.file
    if target is None:
        return
    text = formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    try:
        target.write(text)
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


_showwarning_orig = showwarning


def _showwarnmsg(msg):
    # a program (or catch_warnings) may have replaced showwarning
    hook = showwarning
    if hook is _showwarning_orig:
        return _showwarnmsg_impl(msg)
    if not callable(hook):
        raise TypeError('warnings.showwarning() must be set to a function or method')
    hook(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)


def _check_category(category):
    if not isinstance(category, type) or not issubclass(category, Warning):
        raise TypeError('category must be a Warning subclass, not %r'
                        % type(category).__name__)


def _require(ok, text):
    # the filter functions check their arguments with asserts in CPython
    if not ok:
        raise AssertionError(text)


def _check_action_and_line(action, lineno):
    _require(action in _ACTIONS, 'invalid action: %r' % (action,))
    _require(isinstance(lineno, int) and lineno >= 0, 'lineno must be an int >= 0')


def _pattern(text, ignore_case):
    # a filter's message or module regex; the empty text matches anything (None)
    if not text:
        return None
    import re
    return re.compile(text, re.I if ignore_case else 0)


def filterwarnings(action, message='', category=Warning, module='', lineno=0,
                   append=False):
    _require(action in _ACTIONS, 'invalid action: %r' % (action,))
    _require(isinstance(message, str), 'message must be a string')
    _require(isinstance(category, type), 'category must be a class')
    _require(issubclass(category, Warning), 'category must be a Warning subclass')
    _require(isinstance(module, str), 'module must be a string')
    _check_action_and_line(action, lineno)
    _add_filter(action, _pattern(message, True), category, _pattern(module, False), lineno,
                append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    _check_action_and_line(action, lineno)
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    # a filter is in the list once: added in front it moves there, appended it keeps
    # its place
    if not append:
        filters[:] = [item] + [f for f in filters if f != item]
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    filters[:] = []
    _filters_mutated()


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return bool(pattern.match(text))


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    _check_category(category)
    # frame 0 is this function's own frame
    where = _caller(stacklevel) if stacklevel >= 1 else _caller(1)
    if where is None:
        filename, lineno, glob, line = 'sys', 1, sys.__dict__, None
    else:
        filename, lineno, _fn, line, glob = where
    module = glob.get('__name__', '<string>')
    if module is not None and not isinstance(module, str):
        module = '<string>'
    registry = glob.get('__warningregistry__')
    if registry is None:
        registry = {}
        glob['__warningregistry__'] = registry
    if line is not None:
        _lines[(filename, lineno)] = line
    warn_explicit(message, category, filename, lineno, module, registry, None, source)


def _module_of(filename):
    # warn_explicit's module when none is given: the file name without '.py'
    name = filename or '<unknown>'
    return name[:-3] if name[-3:].lower() == '.py' else name


def _seen(registry, key, mark):
    # whether registry already holds key; a registry kept under other filters is
    # emptied first (its 'version' is not the current one). mark: hold key from now
    version = registry.get('version')
    if type(version) is not int or version != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    elif registry.get(key):
        return True
    if mark:
        registry[key] = True
    return False


def _action_for(text, category, module, lineno):
    # (action, filter) of the first filter that matches, or the default action
    for item in filters:
        _action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat) and
                _matches(mod, module) and ln in (0, lineno)):
            return item[0], item
    return defaultaction, None


# The actions that show a warning, as CPython's C warnings has them: whether to show
# it this time, given the registry of the warning's location (None when
# warn_explicit had none). 'once' and 'module' remember (text, category) in that
# registry; 'once' without one uses onceregistry.
def _show_default(registry, text, category):
    return True


def _show_once(registry, text, category):
    return not _seen(onceregistry if registry is None else registry,
                     (text, category), True)


def _show_module(registry, text, category):
    return registry is None or not _seen(registry, (text, category), True)


_SHOW_RULES = {'default': _show_default, 'once': _show_once, 'module': _show_module}

# warn_explicit's module when none is given (None given means: do nothing)
_NO_MODULE = object()


def _explicit_args(filename, lineno, module_globals):
    # the checks of warn_explicit's argument parsing; the line as an int
    import operator
    if not isinstance(filename, str):
        raise TypeError('warn_explicit() argument 3 must be str, not %s'
                        % type(filename).__name__)
    line = operator.index(lineno)
    if module_globals is not None and not isinstance(module_globals, dict):
        raise TypeError("module_globals must be a dict, not '%s'"
                        % type(module_globals).__name__)
    return line


def warn_explicit(message, category, filename, lineno, module=_NO_MODULE,
                  registry=None, module_globals=None, source=None):
    lineno = _explicit_args(filename, lineno, module_globals)
    if module is None:
        return
    if registry is not None and not isinstance(registry, dict):
        raise TypeError("'registry' must be a dict or None")
    if module is _NO_MODULE:
        module = _module_of(filename)
    if isinstance(message, Warning):
        text, category = str(message), message.__class__
    else:
        text, message = message, category(message)
    key = (text, category, lineno)
    if registry is not None and _seen(registry, key, False):
        return
    action, item = _action_for(text, category, module, lineno)
    if action == 'error':
        raise message
    if action == 'ignore':
        return
    if action != 'always':
        if registry is not None:
            registry[key] = True
        rule = _SHOW_RULES.get(action) if isinstance(action, str) else None
        if rule is None:
            raise RuntimeError('Unrecognized action (%r) in warnings.filters:\n %r'
                               % (action, item))
        if not rule(registry, text, category):
            return
    _showwarnmsg(WarningMessage(message, category, filename, lineno, source=source))


class WarningMessage(object):
    _WARNING_DETAILS = ('message', 'category', 'filename', 'lineno', 'file', 'line',
                        'source')

    def __init__(self, message, category, filename, lineno, file=None, line=None,
                 source=None):
        given = (message, category, filename, lineno, file, line, source)
        for name, value in zip(self._WARNING_DETAILS, given):
            setattr(self, name, value)
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ('{message : %r, category : %r, filename : %r, lineno : %s, line : %r}'
                % (self.message, self._category_name, self.filename, self.lineno,
                   self.line))


# what catch_warnings saves on entry and puts back on exit
_SAVED_NAMES = ('filters', 'showwarning', '_showwarnmsg_impl')


class catch_warnings(object):
    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record, self._entered = record, False
        self._module = module if module is not None else sys.modules['warnings']
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        shown = ['record=True'] if self._record else []
        if self._module is not sys.modules['warnings']:
            shown.append('module=%r' % self._module)
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))

    def __enter__(self):
        if self._entered:
            raise RuntimeError('Cannot enter %r twice' % self)
        self._entered = True
        m = self._module
        self._saved = [getattr(m, name) for name in _SAVED_NAMES]
        m.filters = m.filters[:]
        m._filters_mutated()
        if self._filter is not None:
            simplefilter(*self._filter)
        if not self._record:
            return None
        # recorded messages skip the display; a showwarning the program sets inside
        # the block still gets them
        log = []
        m._showwarnmsg_impl = log.append
        m.showwarning = m._showwarning_orig
        return log

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError('Cannot exit %r without entering first' % self)
        for name, value in zip(_SAVED_NAMES, self._saved):
            setattr(self._module, name, value)
        self._module._filters_mutated()
