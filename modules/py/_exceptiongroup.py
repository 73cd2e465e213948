# _exceptiongroup: BaseExceptionGroup and ExceptionGroup (PEP 654) for pyeval, and the
# two steps of `except*` the evaluator calls (eval/eval_stmt.c). The builtins load this
# module the first time a program names either class (eval/eval_expr.c), so programs
# that never use groups pay nothing at start-up. Written for pyeval from PEP 654 and
# CPython 3.11's documented behaviour.


def _is_sequence(obj):
    # what PySequence_Check accepts: a type with __getitem__ that is not a dict
    if isinstance(obj, dict):
        return False
    return hasattr(type(obj), '__getitem__')


def _condition(cond):
    def of_type(exc):
        return isinstance(exc, cond)
    if isinstance(cond, type) and issubclass(cond, BaseException):
        return of_type
    if isinstance(cond, tuple):
        for item in cond:
            if not (isinstance(item, type) and issubclass(item, BaseException)):
                break
        else:
            return of_type
    if callable(cond) and not isinstance(cond, type):
        return cond
    raise TypeError("expected an exception type, a tuple of exception types, "
                    "or a callable (other than a class)")


def _carry(source, made):
    # a group made by split/subgroup keeps its parent's traceback, cause, context and
    # notes, as CPython's exceptiongroup_split_recursive copies them
    made.__traceback__ = source.__traceback__
    made.__cause__ = source.__cause__
    made.__context__ = source.__context__
    notes = source.__dict__.get('__notes__')
    if notes is not None:
        made.__notes__ = notes
    return made


class BaseExceptionGroup(BaseException):
    """A combination of multiple unrelated exceptions."""

    def __new__(cls, message, exceptions, /):
        if not isinstance(message, str):
            raise TypeError("BaseExceptionGroup.__new__() argument 1 must be str, not "
                            + type(message).__name__)
        if not _is_sequence(exceptions):
            raise TypeError("second argument (exceptions) must be a sequence")
        items = tuple(exceptions)
        if not items:
            raise ValueError("second argument (exceptions) must be a non-empty sequence")
        only_exceptions = True
        for index, item in enumerate(items):
            if not isinstance(item, BaseException):
                raise ValueError("Item %d of second argument (exceptions) is not an "
                                 "exception" % index)
            if not isinstance(item, Exception):
                only_exceptions = False
        if cls is BaseExceptionGroup:
            if only_exceptions:
                cls = ExceptionGroup
        elif issubclass(cls, Exception) and not only_exceptions:
            if cls is ExceptionGroup:
                raise TypeError("Cannot nest BaseExceptions in an ExceptionGroup")
            raise TypeError("Cannot nest BaseExceptions in '%s'" % cls.__name__)
        self = BaseException.__new__(cls, message, exceptions)
        self.__dict__['_eg_state'] = (message, items)
        return self

    def __init__(self, *args, **kwargs):
        BaseException.__init__(self, *args)

    @property
    def message(self):
        """exception message"""
        return self.__dict__['_eg_state'][0]

    @property
    def exceptions(self):
        """nested exceptions"""
        return self.__dict__['_eg_state'][1]

    def __str__(self):
        message, items = self.__dict__['_eg_state']
        count = len(items)
        return "%s (%d sub-exception%s)" % (message, count, "" if count == 1 else "s")

    def derive(self, excs, /):
        return BaseExceptionGroup(self.message, excs)

    def _partition(self, wanted):
        if wanted(self):
            return self, None
        matched, rest = [], []
        for item in self.exceptions:
            if isinstance(item, BaseExceptionGroup):
                part, other = item._partition(wanted)
                if part is not None:
                    matched.append(part)
                if other is not None:
                    rest.append(other)
            elif wanted(item):
                matched.append(item)
            else:
                rest.append(item)
        if not matched:
            return None, self
        if not rest:
            return self, None
        return _carry(self, self.derive(matched)), _carry(self, self.derive(rest))

    def split(self, condition, /):
        return self._partition(_condition(condition))

    def subgroup(self, condition, /):
        return self._partition(_condition(condition))[0]


class ExceptionGroup(BaseExceptionGroup, Exception):
    pass


for _cls in (BaseExceptionGroup, ExceptionGroup):
    _cls.__module__ = 'builtins'
del _cls


# ---- except* -----------------------------------------------------------------------

def _star_split(exc, spec):
    # (matched, rest) of one except* clause; a naked exception that matches is wrapped
    # in a group with an empty message, as CPython's CHECK_EG_MATCH does
    kinds = spec if isinstance(spec, tuple) else (spec,)
    for kind in kinds:
        if not (isinstance(kind, type) and issubclass(kind, BaseException)):
            raise TypeError("catching classes that do not inherit from BaseException "
                            "is not allowed")
        if issubclass(kind, BaseExceptionGroup):
            raise TypeError("catching ExceptionGroup with except* is not allowed. "
                            "Use except instead.")
    if isinstance(exc, BaseExceptionGroup):
        return exc.split(spec)
    if isinstance(exc, spec):
        wrapped = BaseExceptionGroup("", (exc,))
        wrapped.__traceback__ = exc.__traceback__
        return wrapped, None
    return None, exc


def _leaves(exc, into):
    if isinstance(exc, BaseExceptionGroup):
        for item in exc.exceptions:
            _leaves(item, into)
    else:
        into.add(id(exc))
    return into


def _star_result(orig, outcomes):
    # what leaves a try/except* statement: the exceptions its handlers raised and the
    # unmatched rest (None where there is none), merged as PEP 654 specifies: what was
    # re-raised keeps orig's structure, new exceptions join it in a new group
    outcomes = [x for x in outcomes if x is not None]
    if not isinstance(orig, BaseExceptionGroup):
        # a naked exception: at most one clause ran
        return outcomes[0] if outcomes else None
    if not outcomes:
        return None
    original_leaves = _leaves(orig, set())
    raised, kept = [], set()
    for item in outcomes:
        leaves = _leaves(item, set())
        if leaves <= original_leaves:
            kept |= leaves
        else:
            raised.append(item)
    reraised = orig._partition(lambda e: id(e) in kept)[0] if kept else None
    if not raised:
        return reraised
    if reraised is not None:
        raised.append(reraised)
    return BaseExceptionGroup("", raised)
