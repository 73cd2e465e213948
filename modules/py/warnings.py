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
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    try:
        file.write(text)
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


_showwarning_orig = showwarning


def _showwarnmsg(msg):
    # a program (or catch_warnings) may have replaced showwarning
    sw = showwarning
    if sw is not _showwarning_orig:
        if not callable(sw):
            raise TypeError('warnings.showwarning() must be set to a function or '
                            'method')
        sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def _check_category(category):
    if not isinstance(category, type) or not issubclass(category, Warning):
        raise TypeError('category must be a Warning subclass, not %r'
                        % type(category).__name__)


def filterwarnings(action, message='', category=Warning, module='', lineno=0,
                   append=False):
    if action not in _ACTIONS:
        raise AssertionError('invalid action: %r' % (action,))
    if not isinstance(message, str):
        raise AssertionError('message must be a string')
    if not isinstance(category, type) or not issubclass(category, Warning):
        raise AssertionError('category must be a Warning subclass')
    if not isinstance(module, str):
        raise AssertionError('module must be a string')
    if not isinstance(lineno, int) or lineno < 0:
        raise AssertionError('lineno must be an int >= 0')
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    if action not in _ACTIONS:
        raise AssertionError('invalid action: %r' % (action,))
    if not isinstance(lineno, int) or lineno < 0:
        raise AssertionError('lineno must be an int >= 0')
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
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
    if not isinstance(module, str):
        module = '<string>'
    registry = glob.get('__warningregistry__')
    if registry is None:
        registry = {}
        glob['__warningregistry__'] = registry
    if line is not None:
        _lines[(filename, lineno)] = line
    warn_explicit(message, category, filename, lineno, module, registry, None, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or '<unknown>'
        if module[-3:].lower() == '.py':
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get('version', 0) != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat) and
                _matches(mod, module) and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == 'ignore':
        return
    if action == 'error':
        raise message
    if action == 'once':
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == 'always':
        pass
    elif action == 'module':
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == 'default':
        registry[key] = 1
    else:
        raise RuntimeError('Unrecognized action (%r) in warnings.filters:\n %s'
                           % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, source=source))


class WarningMessage(object):
    _WARNING_DETAILS = ('message', 'category', 'filename', 'lineno', 'file', 'line',
                        'source')

    def __init__(self, message, category, filename, lineno, file=None, line=None,
                 source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ('{message : %r, category : %r, filename : %r, lineno : %s, line : %r}'
                % (self.message, self._category_name, self.filename, self.lineno,
                   self.line))


class catch_warnings(object):
    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record = record
        self._module = sys.modules['warnings'] if module is None else module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append('record=True')
        if self._module is not sys.modules['warnings']:
            args.append('module=%r' % self._module)
        name = type(self).__name__
        return '%s(%s)' % (name, ', '.join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError('Cannot enter %r twice' % self)
        self._entered = True
        m = self._module
        self._filters = m.filters
        m.filters = self._filters[:]
        m._filters_mutated()
        self._showwarning = m.showwarning
        if self._filter is not None:
            m.simplefilter(*self._filter)
        if self._record:
            log = []
            m.showwarning = lambda message, category, filename, lineno, file=None, \
                line=None: log.append(WarningMessage(message, category, filename,
                                                     lineno, file, line))
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError('Cannot exit %r without entering first' % self)
        m = self._module
        m.filters = self._filters
        m._filters_mutated()
        m.showwarning = self._showwarning
