# argparse: command-line parsing as CPython 3.11's argparse does it, for scripts that
# parse sys.argv: positionals and optionals, nargs, actions, types and choices,
# subparsers, argument groups and mutually exclusive groups, with CPython's help and
# usage text (wrapped at the width CPython uses when stdout is not a terminal: the
# COLUMNS variable, else 80, minus 2) and its error messages.
import re as _re
import sys as _sys

__all__ = ['ArgumentParser', 'ArgumentError', 'ArgumentTypeError', 'FileType',
           'HelpFormatter', 'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
           'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace', 'Action',
           'BooleanOptionalAction', 'ONE_OR_MORE', 'OPTIONAL', 'PARSER', 'REMAINDER',
           'SUPPRESS', 'ZERO_OR_MORE']

SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'
_UNRECOGNIZED_ARGS_ATTR = '_unrecognized_args'


class Namespace:
    def __init__(self, **kwargs):
        for name, value in kwargs.items():
            setattr(self, name, value)

    def __repr__(self):
        shown, odd = [], {}
        for name, value in self.__dict__.items():
            if name.isidentifier():
                shown.append(f'{name}={value!r}')
            else:
                odd[name] = value
        if odd:
            shown.append(f'**{odd!r}')
        return f'{type(self).__name__}({", ".join(shown)})'

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


def _action_name(action):
    # how errors name an argument: its option strings, else its metavar or dest
    if action is not None and action.option_strings:
        return '/'.join(action.option_strings)
    for name in (getattr(action, 'metavar', None), getattr(action, 'dest', None)):
        if name not in (None, SUPPRESS):
            return name
    choices = getattr(action, 'choices', None)
    return '{' + ','.join(choices) + '}' if choices else None


class ArgumentError(Exception):
    def __init__(self, argument, message):
        self.argument_name = _action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return f'argument {self.argument_name}: {self.message}'


class ArgumentTypeError(Exception):
    pass

# ---- actions ----------------------------------------------------------------------


class Action:
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        vars(self).update(option_strings=option_strings, dest=dest, nargs=nargs, const=const,
                          default=default, type=type, choices=choices, required=required,
                          help=help, metavar=metavar)

    def _get_kwargs(self):
        names = ['option_strings', 'dest', 'nargs', 'const', 'default', 'type', 'choices',
                 'required', 'help', 'metavar']
        return [(n, getattr(self, n)) for n in names]

    def __repr__(self):
        inner = ', '.join(f'{n}={v!r}' for n, v in self._get_kwargs())
        return f'{type(self).__name__}({inner})'

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


def _check_value_nargs(action, nargs, const):
    # actions that store what they are given need something to store; const only
    # makes sense as the value of an absent optional argument
    if nargs == 0:
        raise ValueError(action._zero_nargs)
    if not (const is None or nargs == OPTIONAL):
        raise ValueError(f'nargs must be {OPTIONAL!r} to supply const')


class _StoreAction(Action):
    _zero_nargs = ('nargs for store actions must be != 0; if you have nothing to store, '
                   'actions such as store true or store const may be more appropriate')

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, **rest):
        _check_value_nargs(self, nargs, const)
        Action.__init__(self, option_strings, dest, nargs, const, default, **rest)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings, dest, 0, const, default, required=required,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        super().__init__(option_strings, dest, True, default, required, help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        super().__init__(option_strings, dest, False, default, required, help)


def _listed(namespace, dest):
    # append and extend copy the list they add to, so a default list stays intact
    current = getattr(namespace, dest, None)
    return [] if current is None else list(current)


class _AppendAction(_StoreAction):
    _zero_nargs = ('nargs for append actions must be != 0; if arg strings are not '
                   'supplying the value to append, the append const action may be more '
                   'appropriate')

    def __call__(self, parser, namespace, values, option_string=None):
        items = _listed(namespace, self.dest)
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings, dest, 0, const, default, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _listed(namespace, self.dest)
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _ExtendAction(_AppendAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _listed(namespace, self.dest)
        items.extend(values)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        super().__init__(option_strings, dest, 0, default=default, required=required,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, (0 if count is None else count) + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        super().__init__(option_strings, dest, 0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings, dest, 0, default=default, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        shown = parser._get_formatter()
        shown.add_text(parser.version if self.version is None else self.version)
        parser._print_message(shown.format_help(), _sys.stdout)
        parser.exit()


class BooleanOptionalAction(Action):
    def __init__(self, option_strings, dest, default=None, help=None, **rest):
        # each --flag gets its --no-flag right after it
        both = []
        for option in option_strings:
            both += [option, '--no-' + option[2:]] if option.startswith('--') else [option]
        super().__init__(both, dest, 0, default=default, help=help, **rest)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _ChoicesPseudoAction(Action):
    def __init__(self, name, aliases, help):
        shown = name + (' (%s)' % ', '.join(aliases) if aliases else '')
        super().__init__([], name, help=help, metavar=shown)


class _SubParsersAction(Action):
    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, **rest):
        table = {}
        super().__init__(option_strings, dest, PARSER, choices=table, **rest)
        self._prog_prefix, self._parser_class = prog, parser_class
        self._name_parser_map, self._choices_actions = table, []

    def add_parser(self, name, *, aliases=(), **kwargs):
        # the new parser answers to its name and each alias; with help= it is listed
        # under the subcommands in the parent's help
        taken = [n for n in (name,) + tuple(aliases) if n in self._name_parser_map]
        if taken:
            what = 'subparser' if taken[0] == name else 'subparser alias'
            raise ArgumentError(self, f'conflicting {what}: {taken[0]}')
        if 'help' in kwargs:
            listed = _ChoicesPseudoAction(name, aliases, kwargs.pop('help'))
            self._choices_actions.append(listed)
        kwargs['prog'] = kwargs.get('prog') or f'{self._prog_prefix} {name}'
        made = self._parser_class(**kwargs)
        self._name_parser_map.update(dict.fromkeys((name,) + tuple(aliases), made))
        return made

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        # the chosen parser parses the rest into its own namespace, which is copied
        # over this one; what it did not recognise is handed up
        name = values[0]
        if name not in self._name_parser_map:
            known = ', '.join(self._name_parser_map)
            raise ArgumentError(self, f'unknown parser {name!r} (choices: {known})')
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, name)
        found, leftover = self._name_parser_map[name].parse_known_args(values[1:], None)
        vars(namespace).update(vars(found))
        if leftover:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, []).extend(leftover)


_ACTIONS = {None: _StoreAction, 'store': _StoreAction, 'store_const': _StoreConstAction,
            'store_true': _StoreTrueAction, 'store_false': _StoreFalseAction,
            'append': _AppendAction, 'append_const': _AppendConstAction,
            'extend': _ExtendAction, 'count': _CountAction, 'help': _HelpAction,
            'version': _VersionAction, 'parsers': _SubParsersAction}


class FileType:
    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._mode, self._bufsize, self._encoding, self._errors = mode, bufsize, encoding, errors

    def __call__(self, string):
        if string == '-':
            if 'r' in self._mode:
                return _sys.stdin
            if any(c in self._mode for c in 'wax'):
                return _sys.stdout
            raise ValueError(f'argument "-" with mode {self._mode}')
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as e:
            raise ArgumentTypeError(f"can't open '{string}': {e}")

    def __repr__(self):
        shown = [repr(self._mode)]
        if self._bufsize != -1:
            shown.append(repr(self._bufsize))
        for key in ('encoding', 'errors'):
            value = getattr(self, '_' + key)
            if value is not None:
                shown.append(f'{key}={value!r}')
        return f"{type(self).__name__}({', '.join(shown)})"

# ---- help formatting ----------------------------------------------------------------


def _columns():
    # what shutil.get_terminal_size() answers off a terminal: COLUMNS, else 80
    try:
        import os  # only when help is formatted: importing os costs a run ~0.2 s
        return int(os.environ['COLUMNS'])
    except (KeyError, ValueError, AttributeError):
        return 80


class HelpFormatter:
    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _columns() - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._action_max_length = 0
        self._blocks = []  # (kind, payload) in order; kinds: usage, text, section

    def _indent(self):
        self._current_indent += self._indent_increment

    def _dedent(self):
        self._current_indent -= self._indent_increment

    # what the parser adds
    def start_section(self, heading):
        self._section = {'heading': heading, 'items': []}
        self._blocks.append(('section', self._section))

    def end_section(self):
        self._section = None

    def add_section(self, heading, text, actions):
        self.start_section(heading)
        self.add_text(text)
        self.add_arguments(actions)
        self.end_section()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            target = self._section['items'] if getattr(self, '_section', None) else None
            entry = ('text', text)
            (target if target is not None else self._blocks).append(entry)

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._blocks.append(('usage', (usage, list(actions), groups, prefix)))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        # the widest invocation (indented inside its section, and subactions further)
        # sets where the help column starts
        # (subactions count at their parent's indentation, as in CPython)
        names = [self._invocation(action)]
        names.extend(self._invocation(sub) for sub in self._subactions(action))
        widest = max(len(n) for n in names) + self._current_indent + self._indent_increment
        self._action_max_length = max(self._action_max_length, widest)
        self._section['items'].append(('action', action))

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        out = []
        for kind, payload in self._blocks:
            if kind == 'usage':
                out.append(self._format_usage(*payload) + '\n\n')
            elif kind == 'text':
                out.append(self._format_text(payload, 0) + '\n\n' if payload else '')
            else:
                out.append(self._format_section(payload))
        text = _re.sub(r'\n\n\n+', '\n\n', ''.join(out))
        text = text.strip('\n')
        return text + '\n' if text else ''

    def _format_section(self, section):
        indent = self._current_indent
        self._indent()
        body = []
        for kind, item in section['items']:
            if kind == 'text':
                body.append(self._format_text(item, self._current_indent) + '\n\n')
            else:
                body.append(self._format_action(item))
        self._dedent()
        if not ''.join(body).strip():
            return ''
        head = ''
        if section['heading'] is not SUPPRESS and section['heading'] is not None:
            head = ' ' * indent + section['heading'] + ':\n'
        return '\n' + head + ''.join(body) + '\n'

    def _format_text(self, text, indent):
        if '%(prog)' in text:
            text = text % dict(prog=self._prog)
        width = max(self._width - indent, 11)
        return self._fill_text(text, width, ' ' * indent)

    def _fill_text(self, text, width, indent):
        import textwrap
        flat = _re.sub(r'\s+', ' ', text).strip()
        return textwrap.fill(flat, width, initial_indent=indent, subsequent_indent=indent)

    def _split_lines(self, text, width):
        import textwrap
        flat = _re.sub(r'\s+', ' ', text).strip()
        return textwrap.wrap(flat, width)

    # ---- one argument's lines
    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        head = self._invocation(action)
        pad = ' ' * self._current_indent
        lines = []
        first_indent = help_position
        if not action.help:
            lines.append(pad + head + '\n')
        elif len(head) <= action_width:
            lines.append(pad + head.ljust(action_width) + '  ')
            first_indent = 0
        else:
            lines.append(pad + head + '\n')
        shown_help = action.help and action.help.strip()
        help_lines = self._split_lines(self._expand_help(action), help_width) if shown_help else []
        if help_lines:
            lines.append(' ' * first_indent + help_lines[0] + '\n')
            lines.extend(' ' * help_position + line + '\n' for line in help_lines[1:])
        elif not lines[-1].endswith('\n'):
            lines.append('\n')
        self._indent()
        for sub in self._subactions(action):
            lines.append(self._format_action(sub))
        self._dedent()
        return ''.join(lines)

    def _subactions(self, action):
        get = getattr(action, '_get_subactions', None)
        return get() if get is not None else []

    def _expand_help(self, action):
        # %(name)s in help texts: the action's fields (a function or class by its
        # name, choices as a list) and the prog
        fields = {k: getattr(v, '__name__', v) for k, v in vars(action).items() if v is not SUPPRESS}
        fields['prog'] = self._prog
        if fields.get('choices') is not None:
            fields['choices'] = ', '.join(map(str, fields['choices']))
        return self._get_help_string(action) % fields

    def _get_help_string(self, action):
        return action.help

    def _invocation(self, action):
        if not action.option_strings:
            return self._metavar_tuple(action, self._default_positional_metavar(action))(1)[0]
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        args = self._format_args(action, self._default_optional_metavar(action))
        return ', '.join(f'{option} {args}' for option in action.option_strings)

    def _default_positional_metavar(self, action):
        return action.dest

    def _default_optional_metavar(self, action):
        return action.dest.upper()

    def _metavar_tuple(self, action, default):
        if action.metavar is not None:
            shown = action.metavar
        elif action.choices is not None:
            shown = '{' + ','.join(str(c) for c in action.choices) + '}'
        else:
            shown = default

        def take(n):
            return shown if isinstance(shown, tuple) else (shown,) * n
        return take

    def _format_args(self, action, default):
        take = self._metavar_tuple(action, default)
        nargs = action.nargs
        if nargs is None:
            return '%s' % take(1)
        if nargs == OPTIONAL:
            return '[%s]' % take(1)
        if nargs == ZERO_OR_MORE:
            names = take(1)
            return '[%s [%s ...]]' % names if len(names) == 2 else '[%s ...]' % names
        if nargs == ONE_OR_MORE:
            return '%s [%s ...]' % take(2)
        if nargs == REMAINDER:
            return '...'
        if nargs == PARSER:
            return '%s ...' % take(1)
        if nargs == SUPPRESS:
            return ''
        try:
            count = int(nargs)
        except (TypeError, ValueError):
            raise ValueError('invalid nargs value') from None
        return ' '.join(['%s'] * count) % take(count)

    # ---- usage
    def _usage_parts(self, actions, groups):
        # one text per argument, a mutually exclusive group whose arguments are
        # consecutive here as one bracketed text ('[-a | -b]', '(-a | -b)' if required)
        group_at = {}
        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError(f'empty group {group}')
            if members[0] in actions:
                start = actions.index(members[0])
                if actions[start:start + len(members)] == members:
                    group_at[start] = group
        parts = []
        i = 0
        while i < len(actions):
            group = group_at.get(i)
            if group is None:
                if actions[i].help is not SUPPRESS:
                    parts.append(self._usage_part(actions[i], False))
                i += 1
                continue
            members = group._group_actions
            shown = [self._usage_part(a, True) for a in members if a.help is not SUPPRESS]
            if shown:
                text = ' | '.join(shown)
                if not group.required:
                    text = '[' + text + ']'
                elif len(shown) > 1:
                    text = '(' + text + ')'
                parts.append(text)
            i += len(members)
        return parts

    def _usage_part(self, action, grouped):
        if not action.option_strings:
            part = self._format_args(action, self._default_positional_metavar(action))
            if grouped and part[:1] == '[' and part[-1:] == ']':
                part = part[1:-1]
            return part
        if action.nargs == 0:
            part = action.format_usage()
        else:
            args = self._format_args(action, self._default_optional_metavar(action))
            part = f'{action.option_strings[0]} {args}'
        if not action.required and not grouped:
            part = f'[{part}]'
        return part

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        prog = self._prog
        if usage is not None:
            return prefix + usage % dict(prog=prog)
        if not actions:
            return prefix + prog
        optionals = [a for a in actions if a.option_strings]
        positionals = [a for a in actions if not a.option_strings]
        opt_text = ' '.join(self._usage_parts(optionals, groups))
        pos_text = ' '.join(self._usage_parts(positionals, groups))
        line = ' '.join(t for t in (prog, opt_text, pos_text) if t)
        text_width = self._width - self._current_indent
        if len(prefix) + len(line) <= text_width:
            return prefix + line
        return prefix + self._wrapped_usage(prefix, prog, opt_text, pos_text, text_width)

    def _wrapped_usage(self, prefix, prog, opt_text, pos_text, text_width):
        split = r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+'
        opt_parts = _re.findall(split, opt_text)
        pos_parts = _re.findall(split, pos_text)

        def fill(parts, indent, first_prefix=None):
            # greedy rows of parts within text_width; the first row may follow a
            # prefix instead of the indent (the prefix is not part of the result)
            rows = []
            used = len(indent if first_prefix is None else first_prefix) - 1
            for part in parts:
                if rows and used + len(part) + 1 > text_width:
                    rows.append([])
                    used = len(indent) - 1
                rows = rows or [[]]
                rows[-1].append(part)
                used += len(part) + 1
            texts = [indent + ' '.join(row) for row in rows]
            if texts and first_prefix is not None:
                texts[0] = ' '.join(rows[0])
            return texts

        if len(prefix) + len(prog) <= 0.75 * text_width:
            indent = ' ' * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = fill([prog] + opt_parts, indent, prefix) + fill(pos_parts, indent)
            elif pos_parts:
                lines = fill([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            indent = ' ' * len(prefix)
            lines = fill(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = fill(opt_parts, indent) + fill(pos_parts, indent)
            lines = [prog] + lines
        return '\n'.join(lines)


class RawDescriptionHelpFormatter(HelpFormatter):
    def _fill_text(self, text, width, indent):
        return ''.join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    def _get_help_string(self, action):
        text = action.help or ''
        may_default = action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE)
        if may_default and action.default is not SUPPRESS and '%(default)' not in text:
            return text + ' (default: %(default)s)'
        return text


class MetavarTypeHelpFormatter(HelpFormatter):
    def _default_positional_metavar(self, action):
        return action.type.__name__

    def _default_optional_metavar(self, action):
        return action.type.__name__

# ---- containers of arguments --------------------------------------------------------


_NEGATIVE_NUMBER = _re.compile(r'^-\d+$|^-\d*\.\d+$')


class _ActionsContainer:
    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        pass

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        positional = not args or len(args) == 1 and args[0][:1] not in self.prefix_chars
        if positional and args and 'dest' in kwargs:
            raise ValueError('dest supplied twice for positional argument')
        kwargs = self._positional_kwargs(*args, **kwargs) if positional else self._optional_kwargs(*args, **kwargs)
        if 'default' not in kwargs:
            kwargs.update(self._default_for(kwargs['dest']))
        action = self._make_action(kwargs.pop('action', None), kwargs)
        return self._add_action(action)

    def _default_for(self, dest):
        # {'default': ...} from set_defaults(), else from the container's
        # argument_default, else nothing (the action's own default stands)
        if dest in self._defaults:
            return {'default': self._defaults[dest]}
        return {} if self.argument_default is None else {'default': self.argument_default}

    def _make_action(self, kind, kwargs):
        make = _ACTIONS.get(kind, kind) if kind is None or isinstance(kind, str) else kind
        if not callable(make):
            raise ValueError(f'unknown action "{make}"')
        action = make(**kwargs)
        check = action.type
        if check is FileType:
            raise ValueError(f'{check!r} is a FileType class object, instance of it must be passed')
        if not (check is None or callable(check)):
            raise ValueError(f'{check!r} is not callable')
        if hasattr(self, '_get_formatter'):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError('length of metavar tuple does not match nargs')
        return action

    def _positional_kwargs(self, dest=None, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        # a positional is required unless it may be absent ('?', or '*' with a default)
        nargs = kwargs.get('nargs')
        may_be_absent = nargs == OPTIONAL or nargs == ZERO_OR_MORE and 'default' in kwargs
        return dict(kwargs, dest=dest, option_strings=[], **({} if may_be_absent else {'required': True}))

    def _optional_kwargs(self, *args, **kwargs):
        chars = self.prefix_chars
        options, long_options = [], []
        for option in args:
            if not option or option[0] not in chars:
                raise ValueError(f'invalid option string {option!r}: must start with a character {chars!r}')
            options.append(option)
            if len(option) > 1 and option[1] in chars:
                long_options.append(option)
        dest = kwargs.pop('dest', None)
        if dest is None:
            source = long_options[0] if long_options else options[0]
            dest = source.lstrip(chars)
            if not dest:
                raise ValueError(f'dest= is required for options like {options[0]!r}')
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=options)

    def _add_action(self, action):
        self._check_conflict(action)
        action.container = self
        self._actions.append(action)
        self._option_string_actions.update(dict.fromkeys(action.option_strings, action))
        # an option that looks like a negative number makes such strings options
        if any(_NEGATIVE_NUMBER.match(o) for o in action.option_strings):
            self._has_negative_number_optionals[:] = [True]
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _check_conflict(self, action):
        clashes = [(o, self._option_string_actions[o]) for o in action.option_strings
                   if o in self._option_string_actions]
        if not clashes:
            return
        if self.conflict_handler == 'resolve':
            for option, other in clashes:
                other.option_strings.remove(option)
                self._option_string_actions.pop(option, None)
                if not other.option_strings:
                    other.container._remove_action(other)
            return
        shown = ', '.join(o for o, _ in clashes)
        s = 's' if len(clashes) > 1 else ''
        raise ArgumentError(action, f'conflicting option string{s}: {shown}')

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group


class _ArgumentGroup(_ActionsContainer):
    def __init__(self, container, title=None, description=None, **kwargs):
        for key in ('conflict_handler', 'prefix_chars', 'argument_default'):
            kwargs.setdefault(key, getattr(container, key))
        super().__init__(description=description, **kwargs)
        self.title, self._group_actions = title, []
        # the group shares its container's tables, so its options are known parser-wide
        for shared in ('_option_string_actions', '_defaults', '_has_negative_number_optionals',
                       '_mutually_exclusive_groups', '_actions'):
            setattr(self, shared, getattr(container, shared))

    def _add_action(self, action):
        self._group_actions.append(super()._add_action(action))
        return action

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        self._group_actions.append(self._container._add_action(action))
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)

# ---- the parser -----------------------------------------------------------------------

# the argument patterns of each nargs over the string of kinds ('A' an argument, 'O'
# an option, '-' a '--'): a positional may take '--' markers, an optional may not
_NARGS_PATTERNS = {None: '(-*A-*)', OPTIONAL: '(-*A?-*)', ZERO_OR_MORE: '(-*[A-]*)',
                   ONE_OR_MORE: '(-*A[A-]*)', REMAINDER: '([-AO]*)', PARSER: '(-*A[-AO]*)',
                   SUPPRESS: '(-*-*)'}


def _nargs_pattern(action):
    nargs = action.nargs
    if nargs in _NARGS_PATTERNS:
        pattern = _NARGS_PATTERNS[nargs]
    else:
        pattern = '(-*%s-*)' % '-*'.join('A' * nargs)
    if action.option_strings:
        pattern = pattern.replace('-*', '').replace('-', '')
    return pattern


_NARGS_ERRORS = {None: 'expected one argument', OPTIONAL: 'expected at most one argument',
                 ONE_OR_MORE: 'expected at least one argument'}


class ArgumentParser(_ActionsContainer):
    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars='-', fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler='error', add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        super().__init__(description, prefix_chars, argument_default, conflict_handler)
        # the program's name: the script's file name, as CPython derives it
        named = prog if prog is not None else _sys.argv[0].rpartition('/')[2] if _sys.argv else ''
        vars(self).update(prog=named, usage=usage, epilog=epilog, formatter_class=formatter_class,
                          fromfile_prefix_chars=fromfile_prefix_chars, add_help=add_help,
                          allow_abbrev=allow_abbrev, exit_on_error=exit_on_error, _subparsers=None)
        self._positionals, self._optionals = (self.add_argument_group(title)
                                              for title in ('positional arguments', 'options'))
        if add_help:
            short = '-' if '-' in prefix_chars else prefix_chars[0]
            self.add_argument(short + 'h', short * 2 + 'help', action='help', default=SUPPRESS,
                              help='show this help message and exit')
        for parent in parents:
            self._take_parent(parent)

    def _take_parent(self, parent):
        # the parent's arguments join the groups of the same titles here
        groups = {g.title: g for g in self._action_groups}
        placed = {}
        for group in parent._action_groups:
            if group.title not in groups:
                groups[group.title] = self.add_argument_group(group.title, group.description)
            for action in group._group_actions:
                placed[action] = groups[group.title]
        for group in parent._mutually_exclusive_groups:
            mutex = self.add_mutually_exclusive_group(required=group.required)
            mutex._container = placed.get(group._group_actions[0], self) if group._group_actions else self
            for action in group._group_actions:
                placed[action] = mutex
        for action in parent._actions:
            placed.get(action, self)._add_action(action)
        self._defaults.update(parent._defaults)

    def _get_kwargs(self):
        names = ['prog', 'usage', 'description', 'formatter_class', 'conflict_handler', 'add_help']
        return [(n, getattr(self, n)) for n in names]

    def __repr__(self):
        inner = ', '.join(f'{n}={v!r}' for n, v in self._get_kwargs())
        return f'{type(self).__name__}({inner})'

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error('cannot have multiple subparser arguments')
        titled = 'title' in kwargs or 'description' in kwargs
        title = kwargs.pop('title', 'subcommands')
        about = kwargs.pop('description', None)
        self._subparsers = self.add_argument_group(title, about) if titled else self._positionals
        kwargs.setdefault('parser_class', type(self))
        if kwargs.get('prog') is None:
            kwargs['prog'] = self._subcommand_prog()
        kind = kwargs.pop('action', 'parsers')
        make = _ACTIONS.get(kind, kind) if isinstance(kind, str) else kind
        return self._subparsers._add_action(make(option_strings=[], **kwargs))

    def _subcommand_prog(self):
        # the subcommands' prog: this prog and the positionals before them
        shown = self._get_formatter()
        shown.add_usage(self.usage, self._positional_actions(), self._mutually_exclusive_groups, '')
        return shown.format_help().strip()

    def _add_action(self, action):
        group = self._optionals if action.option_strings else self._positionals
        group._add_action(action)
        return action

    def _optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # ---- parsing
    def parse_args(self, args=None, namespace=None):
        args, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error('unrecognized arguments: ' + ' '.join(extras))
        return args

    def parse_known_args(self, args=None, namespace=None):
        strings = list(_sys.argv[1:] if args is None else args)
        namespace = self._with_defaults(Namespace() if namespace is None else namespace)
        try:
            namespace, extras = self._parse_known_args(strings, namespace)
        except ArgumentError as err:
            if not self.exit_on_error:
                raise
            self.error(str(err))
        # arguments a subcommand's parser did not recognise come back to this one
        extras.extend(vars(namespace).pop(_UNRECOGNIZED_ARGS_ATTR, ()))
        return namespace, extras

    def _with_defaults(self, namespace):
        # the defaults of arguments first, then set_defaults()'s, never over what the
        # namespace already has
        pairs = [(a.dest, a.default) for a in self._actions
                 if a.dest is not SUPPRESS and a.default is not SUPPRESS]
        for dest, value in pairs + list(self._defaults.items()):
            if not hasattr(namespace, dest):
                setattr(namespace, dest, value)
        return namespace

    def _conflicts(self):
        # each argument of a mutually exclusive group against the others of it
        table = {}
        for group in self._mutually_exclusive_groups:
            for action in group._group_actions:
                others = table.setdefault(action, [])
                others.extend(a for a in group._group_actions if a is not action)
        return table

    def _parse_known_args(self, arg_strings, namespace):
        conflicts = self._conflicts()
        # classify every string: 'O' an option (with what it names), 'A' an argument,
        # '-' the first '--' (everything after it is an argument)
        options_at = {}
        kinds = []
        rest_are_args = False
        for i, text in enumerate(arg_strings):
            if rest_are_args:
                kinds.append('A')
            elif text == '--':
                kinds.append('-')
                rest_are_args = True
            else:
                found = self._parse_optional(text)
                if found is None:
                    kinds.append('A')
                else:
                    options_at[i] = found
                    kinds.append('O')
        pattern = ''.join(kinds)
        state = {'seen': set(), 'changed': set(), 'extras': []}
        positionals = self._positional_actions()

        def take(action, strings, option=None):
            state['seen'].add(action)
            values = self._get_values(action, strings)
            if values is not action.default:
                state['changed'].add(action)
                for other in conflicts.get(action, ()):
                    if other in state['changed']:
                        raise ArgumentError(action, f'not allowed with argument {_action_name(other)}')
            if values is not SUPPRESS:
                action(self, namespace, values, option)

        def consume_positionals(start):
            counts = self._match_partial(positionals, pattern[start:])
            for action, count in zip(positionals, counts):
                take(action, arg_strings[start:start + count])
                start += count
            del positionals[:len(counts)]
            return start

        def consume_optional(start):
            action, option, explicit = options_at[start]
            todo = []
            while True:
                if action is None:
                    state['extras'].append(arg_strings[start])
                    return start + 1
                if explicit is None:
                    first = start + 1
                    count = self._match_argument(action, pattern[first:])
                    todo.append((action, arg_strings[first:first + count], option))
                    stop = first + count
                    break
                count = self._match_argument(action, 'A')
                if count == 0 and option[1] not in self.prefix_chars and explicit != '':
                    # -xyz: -x takes no argument, so y is the next short flag
                    todo.append((action, [], option))
                    option = option[0] + explicit[0]
                    if option not in self._option_string_actions:
                        raise ArgumentError(action, f'ignored explicit argument {explicit!r}')
                    action = self._option_string_actions[option]
                    explicit = explicit[1:] or None
                elif count == 1:
                    todo.append((action, [explicit], option))
                    stop = start + 1
                    break
                else:
                    raise ArgumentError(action, f'ignored explicit argument {explicit!r}')
            for action, strings, option in todo:
                take(action, strings, option)
            return stop

        start = 0
        last_option = max(options_at) if options_at else -1
        while start <= last_option:
            next_option = min(i for i in options_at if i >= start)
            if start != next_option:
                end = consume_positionals(start)
                if end > start:
                    start = end
                    continue
                start = end
            if start not in options_at:
                state['extras'].extend(arg_strings[start:next_option])
                start = next_option
            start = consume_optional(start)
        stop = consume_positionals(start)
        extras = state['extras']
        extras.extend(arg_strings[stop:])
        self._finish(namespace, state)
        return namespace, extras

    def _finish(self, namespace, state):
        # required arguments never seen; string defaults converted by their type
        missing = []
        for action in self._actions:
            if action in state['seen']:
                continue
            if action.required:
                missing.append(_action_name(action))
            elif (isinstance(action.default, str) and hasattr(namespace, action.dest)
                  and action.default is getattr(namespace, action.dest)):
                setattr(namespace, action.dest, self._get_value(action, action.default))
        if missing:
            self.error('the following arguments are required: ' + ', '.join(missing))
        for group in self._mutually_exclusive_groups:
            if group.required and not any(a in state['changed'] for a in group._group_actions):
                names = [_action_name(a) for a in group._group_actions if a.help is not SUPPRESS]
                self.error('one of the arguments ' + ' '.join(names) + ' is required')

    def _match_argument(self, action, kinds):
        found = _re.match(_nargs_pattern(action), kinds)
        if found is None:
            if action.nargs in _NARGS_ERRORS:
                raise ArgumentError(action, _NARGS_ERRORS[action.nargs])
            s = '' if action.nargs == 1 else 's'
            raise ArgumentError(action, f'expected {action.nargs} argument{s}')
        return len(found.group(1))

    def _match_partial(self, actions, kinds):
        # as many leading positionals as can match together, greedily
        for n in range(len(actions), 0, -1):
            joined = ''.join(_nargs_pattern(a) for a in actions[:n])
            found = _re.match(joined, kinds)
            if found is not None:
                return [len(g) for g in found.groups()]
        return []

    def _parse_optional(self, text):
        # (action or None, option string, explicit argument) for an option-looking
        # string, None for an argument
        if not text or text[0] not in self.prefix_chars:
            return None
        if text in self._option_string_actions:
            return self._option_string_actions[text], text, None
        if len(text) == 1:
            return None
        if '=' in text:
            option, explicit = text.split('=', 1)
            if option in self._option_string_actions:
                return self._option_string_actions[option], option, explicit
        candidates = self._option_candidates(text)
        if len(candidates) > 1:
            listed = ', '.join(option for _, option, _ in candidates)
            self.error(f'ambiguous option: {text} could match {listed}')
        if len(candidates) == 1:
            return candidates[0]
        if _NEGATIVE_NUMBER.match(text) and not self._has_negative_number_optionals:
            return None
        if ' ' in text:
            return None
        return None, text, None

    def _option_candidates(self, text):
        chars = self.prefix_chars
        found = []
        if text[1] in chars:
            if self.allow_abbrev:
                prefix, explicit = text.split('=', 1) if '=' in text else (text, None)
                for option, action in self._option_string_actions.items():
                    if option.startswith(prefix):
                        found.append((action, option, explicit))
            return found
        short, attached = text[:2], text[2:]
        for option, action in self._option_string_actions.items():
            if option == short:
                found.append((action, option, attached))
            elif option.startswith(text):
                found.append((action, option, None))
        return found

    def _get_values(self, action, strings):
        nargs = action.nargs
        if nargs not in (PARSER, REMAINDER) and '--' in strings:
            cut = strings.index('--')
            strings = strings[:cut] + strings[cut + 1:]
        single = None
        if strings:
            single = strings[0] if len(strings) == 1 and nargs in (None, OPTIONAL) else None
        elif nargs == OPTIONAL:
            # an absent optional value: the const (option) or default (positional),
            # converted when it is a string
            value = action.const if action.option_strings else action.default
            if not isinstance(value, str):
                return value
            single = value
        elif nargs == ZERO_OR_MORE and not action.option_strings:
            value = strings if action.default is None else action.default
            self._check_value(action, value)
            return value
        if single is not None:
            value = self._get_value(action, single)
            self._check_value(action, value)
            return value
        if nargs == SUPPRESS:
            return SUPPRESS
        values = [self._get_value(action, v) for v in strings]
        checked = values[:1] if nargs == PARSER else [] if nargs == REMAINDER else values
        for v in checked:
            self._check_value(action, v)
        return values

    def _get_value(self, action, text):
        convert = action.type if action.type is not None else (lambda x: x)
        if not callable(convert):
            raise ArgumentError(action, f'{convert!r} is not callable')
        try:
            return convert(text)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, f'invalid {name} value: {text!r}')

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            listed = ', '.join(map(repr, action.choices))
            raise ArgumentError(action, f'invalid choice: {value!r} (choose from {listed})')

    # ---- help and errors
    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def _usage_formatter(self):
        shown = self._get_formatter()
        shown.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return shown

    def format_usage(self):
        return self._usage_formatter().format_help()

    def format_help(self):
        # usage, description, one section per argument group, epilog
        shown = self._usage_formatter()
        shown.add_text(self.description)
        for group in self._action_groups:
            shown.add_section(group.title, group.description, group._group_actions)
        shown.add_text(self.epilog)
        return shown.format_help()

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), _sys.stdout if file is None else file)

    def print_help(self, file=None):
        self._print_message(self.format_help(), _sys.stdout if file is None else file)

    def _print_message(self, message, file=None):
        write = getattr(_sys.stderr if file is None else file, 'write', None)
        if message and write is not None:
            try:
                write(message)
            except OSError:
                pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        self.print_usage(_sys.stderr)
        self.exit(2, f'{self.prog}: error: {message}\n')
