# logging - pyeval's own logging module: loggers in a dotted hierarchy with
# propagation to the root, levels, LogRecord, Formatter (%, { and $ styles),
# Handler/StreamHandler/NullHandler/FileHandler, Filter, LoggerAdapter, basicConfig
# and the module-level shortcuts, with CPython 3.11's texts and behaviour (the
# documented behaviour is the reference; the code is this project's own).
#
# There are no threads in the sandbox, so there are no locks; the clock is the
# sandbox's time.time() (fixed when the host fixes it). The caller's file, line and
# function come from traceback._caller, which reads the VM's frame stack.

import sys
import time
import traceback
import io
from traceback import _caller

__all__ = ['BASIC_FORMAT', 'CRITICAL', 'DEBUG', 'ERROR', 'FATAL', 'FileHandler',
           'Filter', 'Formatter', 'Handler', 'INFO', 'LogRecord', 'Logger',
           'LoggerAdapter', 'NOTSET', 'NullHandler', 'StreamHandler', 'WARN',
           'WARNING', 'addLevelName', 'basicConfig', 'critical', 'debug', 'disable',
           'error', 'exception', 'fatal', 'getLevelName', 'getLogger',
           'getLoggerClass', 'info', 'log', 'makeLogRecord', 'setLoggerClass',
           'shutdown', 'warn', 'warning', 'getLogRecordFactory', 'setLogRecordFactory',
           'lastResort', 'raiseExceptions', 'getLevelNamesMapping']

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

# ---- levels ------------------------------------------------------------------------

# (name, value) in CPython's order; FATAL and WARN are aliases that only map names
_LEVELS = (('CRITICAL', 50), ('FATAL', 50), ('ERROR', 40), ('WARN', 30),
           ('WARNING', 30), ('INFO', 20), ('DEBUG', 10), ('NOTSET', 0))
_ALIASES = ('FATAL', 'WARN')

CRITICAL, FATAL, ERROR, WARN, WARNING, INFO, DEBUG, NOTSET = [v for _n, v in _LEVELS]

_nameToLevel = dict(_LEVELS)
_levelToName = {v: n for n, v in _LEVELS if n not in _ALIASES}

_startTime = time.time()


def getLevelNamesMapping():
    return _nameToLevel.copy()


def getLevelName(level):
    # a number's name, a name's number, or 'Level N' for what neither table knows
    found = _levelToName.get(level)
    if found is None:
        found = _nameToLevel.get(level, 'Level %s' % level)
    return found


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    # an int as it is, a registered name as its number
    if isinstance(level, int):
        return level
    if str(level) != level:
        raise TypeError('Level not an integer or a valid string: %r' % (level,))
    if level in _nameToLevel:
        return _nameToLevel[level]
    raise ValueError('Unknown level: %r' % level)


def _int_level(level):
    # Logger.log's check: True to go on, False to drop the call quietly
    if isinstance(level, int):
        return True
    if raiseExceptions:
        raise TypeError('level must be an integer')
    return False


# ---- records -----------------------------------------------------------------------

def _is_mapping(value):
    if isinstance(value, dict):
        return True
    import collections.abc
    return isinstance(value, collections.abc.Mapping)


def _record_args(args):
    # one non-empty mapping argument stands for the %(key)s values itself
    if args and len(args) == 1 and _is_mapping(args[0]) and args[0]:
        return args[0]
    return args


def _file_parts(pathname):
    # (filename, module) of a record's path, as os.path.basename and splitext give
    # them (a name's leading dots start no extension); what is not a str path gives
    # 'Unknown module'
    try:
        base = pathname[pathname.rfind('/') + 1:]
        dot = base.rfind('.')
        if dot > 0 and base[:dot].lstrip('.'):
            return base, base[:dot]
    except (TypeError, ValueError, AttributeError):
        return pathname, 'Unknown module'
    return base, base


class LogRecord(object):
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info,
                 func=None, sinfo=None, **kwargs):
        now = time.time()
        # the attributes in CPython's order, which vars(record) shows (one name a
        # statement: a tuple assignment costs an operation an element)
        self.name = name
        self.msg = msg
        self.args = _record_args(args)
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        parts = _file_parts(pathname)
        self.filename = parts[0]
        self.module = parts[1]
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = now
        self.msecs = int((now - int(now)) * 1000) + 0.0
        self.relativeCreated = (now - _startTime) * 1000
        self.thread = 1 if logThreads else None
        self.threadName = 'MainThread' if logThreads else None
        self.processName = 'MainProcess' if logMultiprocessing else None
        self.process = 1 if logProcesses else None

    def __repr__(self):
        shown = (self.name, self.levelno, self.pathname, self.lineno, self.msg)
        return '<LogRecord: %s, %s, %s, %s, "%s">' % shown

    def getMessage(self):
        text = str(self.msg)
        return text % self.args if self.args else text


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    rv = _logRecordFactory(None, None, '', 0, '', (), None, None)
    rv.__dict__.update(dict)
    return rv


# ---- formatting styles -------------------------------------------------------------

# what CPython's styles accept: a %-field, a {-field's name and its format spec
_PERCENT_FIELD = r'%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]'
_BRACE_NAME = r'^(\d+|\w+)(\.\w+|\[[^]]+\])*$'
_BRACE_SPEC = r'^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?$'


def _conversion_ok(conv):
    return conv in 'rsa'


def _brace_checks():
    # (index in a string.Formatter().parse() item, test, message when the test fails)
    import re
    return ((1, re.compile(_BRACE_NAME).match, 'invalid field name/expression: %r'),
            (3, _conversion_ok, 'invalid conversion: %r'),
            (2, re.compile(_BRACE_SPEC, re.I).match, 'bad specifier: %r'))


def _brace_fields(fmt):
    # the field names of a {-format, or ValueError with what is wrong in it
    import string
    checks = _brace_checks()
    names = []
    for item in string.Formatter().parse(fmt):
        for index, test, message in checks:
            part = item[index]
            if part and not test(part):
                raise ValueError(message % part)
        if item[1]:
            names.append(item[1])
    return names


def _template_fields(fmt):
    # how many $name/${name} fields fmt holds ($$ is a dollar); a bare '$' is an
    # error, as string.Template's pattern has it
    count = 0
    pos = fmt.find('$')
    while pos >= 0:
        end = _template_field_end(fmt, pos + 1)
        if end < 0:
            raise ValueError("invalid format: bare '$' not allowed")
        count += fmt[pos + 1] != '$'
        pos = fmt.find('$', end)
    return count


def _template_field_end(fmt, at):
    # where the field after a '$' at at - 1 ends, or -1 when it is not a field
    if fmt[at:at + 1] == '$':
        return at + 1
    braced = fmt[at:at + 1] == '{'
    start = at + braced
    stop = start
    while stop < len(fmt) and fmt[stop].isascii() and (fmt[stop].isalnum() or
                                                          fmt[stop] == '_'):
        stop += 1
    if stop == start or fmt[start].isdigit():
        return -1
    if braced:
        return stop + 1 if fmt[stop:stop + 1] == '}' else -1
    return stop


class PercentStyle(object):
    default_format = '%(message)s'
    asctime_format = '%(asctime)s'
    asctime_search = '%(asctime)'

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        import re
        if re.search(_PERCENT_FIELD, self._fmt, re.I) is None:
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _values(self, record):
        # the record's fields over the formatter's defaults
        if not self._defaults:
            return record.__dict__
        merged = dict(self._defaults)
        merged.update(record.__dict__)
        return merged

    def _format(self, record):
        return self._fmt % self._values(record)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError('Formatting field not found in record: %s' % e)


class StrFormatStyle(PercentStyle):
    default_format = '{message}'
    asctime_format = '{asctime}'
    asctime_search = '{asctime'

    def _format(self, record):
        return self._fmt.format(**self._values(record))

    def validate(self):
        try:
            names = _brace_fields(self._fmt)
        except ValueError as e:
            raise ValueError('invalid format: %s' % e)
        if not names:
            raise ValueError('invalid format: no fields')


class StringTemplateStyle(PercentStyle):
    default_format = '${message}'
    asctime_format = '${asctime}'
    asctime_search = '${asctime}'

    def __init__(self, *args, **kwargs):
        PercentStyle.__init__(self, *args, **kwargs)
        import string
        self._tpl = string.Template(self._fmt)

    def usesTime(self):
        return '$asctime' in self._fmt or self.asctime_search in self._fmt

    def validate(self):
        if not _template_fields(self._fmt):
            raise ValueError('invalid format: no fields')

    def _format(self, record):
        return self._tpl.substitute(**self._values(record))


BASIC_FORMAT = '%(levelname)s:%(name)s:%(message)s'

_STYLES = {
    '%': (PercentStyle, BASIC_FORMAT),
    '{': (StrFormatStyle, '{levelname}:{name}:{message}'),
    '$': (StringTemplateStyle, '${levelname}:${name}:${message}'),
}


def _style_entry(style):
    # (style class, basicConfig's default format) of a style character
    if style in _STYLES:
        return _STYLES[style]
    raise ValueError('Style must be one of: %s' % ','.join(_STYLES.keys()))


def _on_new_line(text, more):
    # text, then more starting a line of its own
    return text + more if text[-1:] == '\n' else text + '\n' + more


# time's converters are Python functions here, where CPython's are builtins: as a
# class attribute (Formatter.converter, the documented way to switch to gmtime) they
# would bind as methods. They are called unbound; any other converter as CPython would.
_TIME_CONVERTERS = (time.localtime, time.gmtime)


def _convert(formatter, secs):
    conv = formatter.converter
    if getattr(conv, '__func__', None) in _TIME_CONVERTERS:
        conv = conv.__func__
    return conv(secs)


class Formatter(object):
    converter = time.localtime
    default_time_format = '%Y-%m-%d %H:%M:%S'
    default_msec_format = '%s,%03d'

    def __init__(self, fmt=None, datefmt=None, style='%', validate=True, *,
                 defaults=None):
        self._style = _style_entry(style)[0](fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt, self.datefmt = self._style._fmt, datefmt

    def formatTime(self, record, datefmt=None):
        when = _convert(self, record.created)
        if datefmt:
            return time.strftime(datefmt, when)
        return self._with_msecs(time.strftime(self.default_time_format, when), record)

    def _with_msecs(self, text, record):
        msec_format = self.default_msec_format
        return msec_format % (text, record.msecs) if msec_format else text

    def formatException(self, ei):
        text = ''.join(traceback.format_exception(ei[0], ei[1], ei[2]))
        return text[:-1] if text.endswith('\n') else text

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        text = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            # kept on the record: every handler shows the same text
            record.exc_text = self.formatException(record.exc_info)
        for extra in (record.exc_text, record.stack_info and
                      self.formatStack(record.stack_info)):
            if extra:
                text = _on_new_line(text, extra)
        return text


_defaultFormatter = Formatter()


class BufferingFormatter(object):
    def __init__(self, linefmt=None):
        self.linefmt = linefmt if linefmt else _defaultFormatter

    def formatHeader(self, records):
        return ''

    def formatFooter(self, records):
        return ''

    def format(self, records):
        if len(records) == 0:
            return ''
        head = self.formatHeader(records)
        lines = [self.linefmt.format(r) for r in records]
        return head + ''.join(lines) + self.formatFooter(records)


# ---- filters -----------------------------------------------------------------------

class Filter(object):
    def __init__(self, name=''):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        # the named logger and its descendants pass ('a.b' lets 'a.b.c' through,
        # not 'a.bc'); the empty name lets everything through
        if not self.nlen or record.name == self.name:
            return True
        return (record.name.startswith(self.name) and
                record.name[self.nlen:self.nlen + 1] == '.')


def _passes(f, record):
    # a filter is an object with a filter method or a plain callable
    check = f.filter if hasattr(f, 'filter') else f
    return check(record)


class Filterer(object):
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            if not _passes(f, record):
                return False
        return True


# ---- handlers ----------------------------------------------------------------------

# named handlers by name (Handler.name)
_handlers = {}


def _angle_repr(obj, middle, level):
    # '<Class middle(LEVEL)>', the shape of every repr here: middle is empty or ends
    # with a space
    return '<%s %s(%s)>' % (type(obj).__name__, middle, getLevelName(level))


def _guarded_emit(handler, record, write):
    # an emit that fails is reported by handleError and the program goes on;
    # RecursionError goes through (CPython 3.11)
    try:
        write(record)
    except RecursionError:
        raise
    except Exception:
        handler.handleError(record)


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = self.formatter = None
        self.level, self._closed = _checkLevel(level), False
        self.createLock()

    def get_name(self):
        return self._name

    def set_name(self, name):
        _handlers.pop(self._name, None)
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def emit(self, record):
        raise NotImplementedError('emit must be implemented by Handler subclasses')

    def handle(self, record):
        passed = self.filter(record)
        if passed:
            self.emit(record)
        return passed

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name:
            _handlers.pop(self._name, None)

    def handleError(self, record):
        if not (raiseExceptions and sys.stderr):
            return
        t, v, tb = sys.exc_info()
        try:
            sys.stderr.write('--- Logging error ---\n')
            traceback.print_exception(t, v, tb, None, sys.stderr)
            sys.stderr.write('Call stack:\n')
            sys.stderr.write(_call_stack_text())
            try:
                sys.stderr.write('Message: %r\nArguments: %s\n'
                                 % (record.msg, record.args))
            except RecursionError:
                raise
            except Exception:
                sys.stderr.write('Unable to print the message and arguments - '
                                 'possible formatting error.\nUse the traceback '
                                 'above to help find the error.\n')
        except OSError:
            pass

    def __repr__(self):
        return _angle_repr(self, '', self.level)


def _outside_frames(limit=None):
    # up to limit frames (None: all) outside this module, innermost first, as
    # traceback._caller tuples (the frames of this module are skipped everywhere,
    # as CPython's findCaller does not count them)
    frames = []
    depth = 1
    where = _caller(depth)
    while where is not None and (limit is None or len(frames) < limit):
        if where[0] != '<frozen logging>':
            frames.append(where)
        depth += 1
        where = _caller(depth)
    return frames


def _stack_text(frames):
    # frames (innermost first) as traceback.print_stack writes them, outermost first
    parts = []
    for where in reversed(frames):
        text = '  File "%s", line %d, in %s\n' % (where[0], where[1], where[2])
        if where[3] is not None and where[3].strip():
            text += '    %s\n' % where[3].strip()
        parts.append(text)
    return ''.join(parts)


def _caller_and_stack(stacklevel):
    # findCaller's answer with stack_info: the stack text from the found frame out
    frames = _outside_frames()
    if not frames:
        return '(unknown file)', 0, '(unknown function)', None
    at = min(max(stacklevel, 1), len(frames)) - 1
    where = frames[at]
    text = 'Stack (most recent call last):\n' + _stack_text(frames[at:])
    return where[0], where[1], where[2], text[:-1]


def _call_stack_text():
    # the frames that led to the failed record (what CPython's print_stack writes
    # from the first frame outside logging)
    return _stack_text(_outside_frames())


class StreamHandler(Handler):
    terminator = '\n'

    def __init__(self, stream=None):
        Handler.__init__(self)
        self.stream = sys.stderr if stream is None else stream

    def flush(self):
        if self.stream and hasattr(self.stream, 'flush'):
            self.stream.flush()

    def _write_record(self, record):
        text = self.format(record)
        self.stream.write(text + self.terminator)
        self.flush()

    def emit(self, record):
        _guarded_emit(self, record, self._write_record)

    def setStream(self, stream):
        if stream is self.stream:
            return None
        previous = self.stream
        self.flush()
        self.stream = stream
        return previous

    def __repr__(self):
        shown = str(getattr(self.stream, 'name', ''))
        return _angle_repr(self, shown + ' ' if shown else '', self.level)


def _text_encoding(encoding):
    return io.text_encoding(encoding) if hasattr(io, 'text_encoding') else encoding


class FileHandler(StreamHandler):
    def __init__(self, filename, mode='a', encoding=None, delay=False, errors=None):
        import os
        self.baseFilename = os.path.abspath(os.fspath(filename))
        self.mode, self.errors, self.delay = mode, errors, delay
        self.encoding = encoding if 'b' in mode else _text_encoding(encoding)
        if not delay:
            StreamHandler.__init__(self, self._open())
            return
        Handler.__init__(self)
        self.stream = None

    def _open(self):
        return open(self.baseFilename, self.mode, encoding=self.encoding,
                    errors=self.errors)

    def _drop_stream(self):
        # flush and close the open file, if any; the handler forgets it either way
        stream = self.stream
        if not stream:
            return
        try:
            self.flush()
        finally:
            self.stream = None
            closer = getattr(stream, 'close', None)
            if closer is not None:
                closer()

    def close(self):
        try:
            self._drop_stream()
        finally:
            StreamHandler.close(self)

    def emit(self, record):
        # a delayed file opens on the first record ('w' files are not reopened once
        # closed: that would empty them)
        if self.stream is None and (self.mode != 'w' or not self._closed):
            self.stream = self._open()
        if self.stream:
            StreamHandler.emit(self, record)

    def __repr__(self):
        return _angle_repr(self, self.baseFilename + ' ', self.level)


class _StderrHandler(StreamHandler):
    # writes to whatever sys.stderr is when a record comes
    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None


# ---- loggers -----------------------------------------------------------------------

class PlaceHolder(object):
    # stands in the manager's table for a dotted name no logger has yet, and
    # remembers the loggers below it (whose parent it will become)
    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        self.loggerMap.setdefault(alogger, None)


_loggerClass = None


def _logger_class_ok(klass):
    # klass itself, when it is Logger or derived from it
    if klass == Logger or issubclass(klass, Logger):
        return klass
    raise TypeError('logger not derived from logging.Logger: ' + klass.__name__)


def setLoggerClass(klass):
    global _loggerClass
    _loggerClass = _logger_class_ok(klass)


def getLoggerClass():
    return _loggerClass


def _ancestor_names(name):
    # the dotted prefixes of name, nearest first. As in CPython, the search for the
    # next dot skips the character just before the last one found ('a..b' gives
    # 'a.' only) and a leading dot ends it.
    found = []
    cut = name.rfind('.')
    while cut > 0:
        found.append(name[:cut])
        cut = name.rfind('.', 0, cut - 1)
    return found


class Manager(object):
    def __init__(self, rootnode):
        self.root, self.disable = rootnode, 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}
        self.loggerClass = self.logRecordFactory = None

    @property
    def disable(self):
        return self._disable

    @disable.setter
    def disable(self, value):
        self._disable = _checkLevel(value)

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError('A logger name must be a string')
        known = self.loggerDict.get(name)
        if known is not None and not isinstance(known, PlaceHolder):
            return known
        made = (self.loggerClass or _loggerClass)(name)
        made.manager = self
        self.loggerDict[name] = made
        if known is not None:
            self._fixupChildren(known, made)
        self._fixupParents(made)
        return made

    def setLoggerClass(self, klass):
        self.loggerClass = _logger_class_ok(klass)

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _fixupParents(self, alogger):
        # the parent is the nearest existing ancestor (or the root); the missing
        # ancestors on the way get placeholders that remember alogger
        for prefix in _ancestor_names(alogger.name):
            held = self.loggerDict.get(prefix)
            if isinstance(held, Logger):
                alogger.parent = held
                return
            if held is None:
                self.loggerDict[prefix] = PlaceHolder(alogger)
            else:
                held.append(alogger)
        alogger.parent = self.root

    def _fixupChildren(self, ph, alogger):
        # alogger replaces placeholder ph: the loggers ph collected whose parent is
        # above alogger now hang from it, and alogger from their old parent
        for child in ph.loggerMap:
            if not child.parent.name.startswith(alogger.name):
                alogger.parent, child.parent = child.parent, alogger

    def _clear_cache(self):
        for held in self.loggerDict.values():
            if isinstance(held, Logger):
                held._cache.clear()
        self.root._cache.clear()


def _exc_triple(exc_info):
    # exc_info=: a (type, value, traceback) tuple as it is, an exception made into
    # one, another true value for the exception being handled
    if not exc_info or isinstance(exc_info, tuple):
        return exc_info
    if isinstance(exc_info, BaseException):
        return (type(exc_info), exc_info, exc_info.__traceback__)
    return sys.exc_info()


# names extra= may not set on a record (Formatter.format sets them)
_RESERVED_FIELDS = ('message', 'asctime')


def _add_extra(fields, extra):
    for key in extra:
        if key in _RESERVED_FIELDS or key in fields:
            raise KeyError('Attempt to overwrite %r in LogRecord' % key)
        fields[key] = extra[key]


class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name, self.level = name, _checkLevel(level)
        self.parent, self.propagate = None, True
        self.handlers, self.disabled, self._cache = [], False, {}

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, use 'warning' instead",
                      DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if _int_level(level) and self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        # the first frame outside this module, then stacklevel - 1 further out
        # (staying at the outermost one); logging's own frames do not count
        if stack_info:
            return _caller_and_stack(stacklevel)
        wanted = stacklevel if stacklevel > 1 else 1
        found = None
        depth = 1
        where = _caller(1)
        while where is not None and wanted:
            if where[0] != '<frozen logging>':
                found = where
                wanted -= 1
            depth += 1
            where = _caller(depth)
        if found is None:
            return '(unknown file)', 0, '(unknown function)', None
        return found[0], found[1], found[2], None

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None,
                   extra=None, sinfo=None):
        record = _logRecordFactory(name, level, fn, lno, msg, args, exc_info, func,
                                   sinfo)
        if extra is not None:
            _add_extra(record.__dict__, extra)
        return record

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False,
             stacklevel=1):
        fn, lno, func, sinfo = self.findCaller(stack_info, stacklevel)
        self.handle(self.makeRecord(self.name, level, fn, lno, msg, args,
                                    _exc_triple(exc_info), func, extra, sinfo))

    def handle(self, record):
        if (not self.disabled) and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def _reach(self):
        # the loggers a record logged here visits: this one, then up the parents
        # for as long as each propagates
        path = []
        node = self
        while node:
            path.append(node)
            node = node.parent if node.propagate else None
        return path

    def hasHandlers(self):
        return any([node.handlers for node in self._reach()])

    def callHandlers(self, record):
        # up the parents while each propagates (read after its handlers ran)
        count = 0
        node = self
        while node:
            count += len(node.handlers)
            for hdlr in node.handlers:
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            node = node.parent if node.propagate else None
        if not count:
            self._unhandled(record)

    def _unhandled(self, record):
        # no handler anywhere on the way: the last-resort handler, or (when a
        # program set it to None) one notice on stderr
        if lastResort:
            if record.levelno >= lastResort.level:
                lastResort.handle(record)
            return
        if raiseExceptions and not self.manager.emittedNoHandlerWarning:
            sys.stderr.write('No handlers could be found for logger "%s"\n'
                             % self.name)
            self.manager.emittedNoHandlerWarning = True

    def getEffectiveLevel(self):
        node = self
        while node and not node.level:
            node = node.parent
        return node.level if node else NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if level not in self._cache:
            # the answer holds until a level changes (Manager._clear_cache)
            self._cache[level] = (not self.manager.disable >= level and
                                  level >= self.getEffectiveLevel())
        return self._cache[level]

    def getChild(self, suffix):
        if self.root is not self:
            suffix = '.'.join((self.name, suffix))
        return self.manager.getLogger(suffix)

    def __repr__(self):
        return _angle_repr(self, self.name + ' ', self.getEffectiveLevel())

    def __reduce__(self):
        if getLogger(self.name) is not self:
            import pickle
            raise pickle.PicklingError('logger cannot be pickled')
        return getLogger, (self.name,)


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, 'root', level)

    def __reduce__(self):
        return getLogger, ()


_loggerClass = Logger


class LoggerAdapter(object):
    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs['extra'] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if not self.isEnabledFor(level):
            return
        msg, kwargs = self.process(msg, kwargs)
        self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    @property
    def manager(self):
        return self.logger.manager

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        return _angle_repr(self, self.logger.name + ' ',
                           self.logger.getEffectiveLevel())


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(Logger.root)


# ---- configuration and module-level shortcuts ----------------------------------------

def _basic_handlers(options, encoding, errors):
    # basicConfig's handlers: the given ones, or one for filename= or stream=
    # (which exclude each other and handlers=)
    given = options.pop('handlers', None)
    has_stream, has_file = 'stream' in options, 'filename' in options
    if given is not None:
        if has_stream or has_file:
            raise ValueError("'stream' or 'filename' should not be specified "
                             "together with 'handlers'")
        return given
    if has_stream and has_file:
        raise ValueError("'stream' and 'filename' should not be specified together")
    filename = options.pop('filename', None)
    mode = options.pop('filemode', 'a')
    if not filename:
        return [StreamHandler(options.pop('stream', None))]
    return [FileHandler(filename, mode, encoding=encoding,
                        errors=None if 'b' in mode else errors)]


def _basic_formatter(options):
    datefmt = options.pop('datefmt', None)
    style = options.pop('style', '%')
    fmt = options.pop('format', _style_entry(style)[1])
    return Formatter(fmt, datefmt, style)


def basicConfig(**kwargs):
    force = kwargs.pop('force', False)
    encoding = kwargs.pop('encoding', None)
    errors = kwargs.pop('errors', 'backslashreplace')
    if force:
        for h in list(root.handlers):
            root.removeHandler(h)
            h.close()
    if root.handlers:
        # configured already: the call does nothing (unknown names are not checked)
        return
    handlers = _basic_handlers(kwargs, encoding, errors)
    formatter = _basic_formatter(kwargs)
    for h in handlers:
        if h.formatter is None:
            h.setFormatter(formatter)
        root.addHandler(h)
    if kwargs.get('level') is not None:
        root.setLevel(kwargs['level'])
    kwargs.pop('level', None)
    if kwargs:
        raise ValueError('Unrecognised argument(s): %s' % ', '.join(kwargs.keys()))


def getLogger(name=None):
    if not name or isinstance(name, str) and name == root.name:
        return root
    return Logger.manager.getLogger(name)


def _configured_root():
    # the module functions configure the root with basicConfig() when it has no
    # handlers
    if len(root.handlers) == 0:
        basicConfig()
    return root


def critical(msg, *args, **kwargs):
    _configured_root().critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    _configured_root().error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    _configured_root().warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    import warnings
    warnings.warn("The 'warn' function is deprecated, use 'warning' instead",
                  DeprecationWarning, 2)
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    _configured_root().info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    _configured_root().debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    _configured_root().log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=None):
    # CPython keeps weak references to every handler made; here the handlers of the
    # known loggers stand for them (a strong list would grow with every handler made)
    if handlerList is None:
        handlerList = list(root.handlers)
        for lg in Logger.manager.loggerDict.values():
            if isinstance(lg, Logger):
                handlerList.extend(lg.handlers)
    for h in reversed(handlerList[:]):
        try:
            h.flush()
            h.close()
        except (OSError, ValueError):
            pass


# warnings.showwarning while captureWarnings(True) holds
_warnings_showwarning = None


def _warning_to_log(message, category, filename, lineno, line):
    import warnings
    target = getLogger('py.warnings')
    if not target.handlers:
        target.addHandler(NullHandler())
    target.warning('%s', warnings.formatwarning(message, category, filename, lineno,
                                                line))


def _showwarning(message, category, filename, lineno, file=None, line=None):
    # a warning meant for a file goes to the replaced showwarning; the others are
    # logged to 'py.warnings'
    if file is None:
        _warning_to_log(message, category, filename, lineno, line)
    elif _warnings_showwarning is not None:
        _warnings_showwarning(message, category, filename, lineno, file, line)


def captureWarnings(capture):
    global _warnings_showwarning
    import warnings
    capturing = _warnings_showwarning is not None
    if capture and not capturing:
        _warnings_showwarning, warnings.showwarning = warnings.showwarning, _showwarning
    elif capturing and not capture:
        warnings.showwarning, _warnings_showwarning = _warnings_showwarning, None
