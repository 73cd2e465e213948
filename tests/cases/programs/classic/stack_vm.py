# A stack-based bytecode VM with an assembler, labels, calls and a tiny compiler.
class VMError(Exception):
    pass


class Instr:
    __slots__ = ("op", "arg")

    def __init__(self, op, arg=None):
        self.op = op
        self.arg = arg

    def __repr__(self):
        return self.op if self.arg is None else f"{self.op} {self.arg}"


def assemble(src):
    code, labels, fixups = [], {}, []
    for raw in src.strip().splitlines():
        line = raw.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(code)
            continue
        op, *rest = line.split()
        arg = rest[0] if rest else None
        if arg is not None:
            try:
                arg = int(arg)
            except ValueError:
                fixups.append(len(code))
        code.append(Instr(op, arg))
    for i in fixups:
        if code[i].arg not in labels:
            raise VMError(f"undefined label {code[i].arg}")
        code[i].arg = labels[code[i].arg]
    return code


class VM:
    def __init__(self, code, max_steps=200000):
        self.code = code
        self.stack = []
        self.frames = []
        self.vars = [{}]
        self.out = []
        self.steps = 0
        self.max_steps = max_steps

    def pop(self):
        if not self.stack:
            raise VMError("stack underflow")
        return self.stack.pop()

    def run(self):
        pc = 0
        binops = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b,
                  "mul": lambda a, b: a * b, "div": lambda a, b: a // b,
                  "mod": lambda a, b: a % b, "lt": lambda a, b: int(a < b),
                  "eq": lambda a, b: int(a == b)}
        while pc < len(self.code):
            self.steps += 1
            if self.steps > self.max_steps:
                raise VMError("step limit")
            ins = self.code[pc]
            pc += 1
            op = ins.op
            if op == "push":
                self.stack.append(ins.arg)
            elif op in binops:
                b, a = self.pop(), self.pop()
                try:
                    self.stack.append(binops[op](a, b))
                except ZeroDivisionError:
                    raise VMError(f"division by zero at {pc - 1}") from None
            elif op == "dup":
                self.stack.append(self.stack[-1])
            elif op == "swap":
                self.stack[-1], self.stack[-2] = self.stack[-2], self.stack[-1]
            elif op == "store":
                self.vars[-1][ins.arg] = self.pop()
            elif op == "load":
                self.stack.append(self.vars[-1].get(ins.arg, 0))
            elif op == "jmp":
                pc = ins.arg
            elif op == "jz":
                if self.pop() == 0:
                    pc = ins.arg
            elif op == "call":
                self.frames.append(pc)
                self.vars.append({})
                pc = ins.arg
            elif op == "ret":
                self.vars.pop()
                pc = self.frames.pop()
            elif op == "print":
                self.out.append(str(self.pop()))
            elif op == "halt":
                break
            else:
                raise VMError(f"bad opcode {op!r}")
        return self.out


PROGRAM = """
    push 10
    call fib_table
    push 12
    call fact
    print
    halt
fib_table:          ; prints fib(0..n-1)
    store 0
    push 0
    store 1
    push 1
    store 2
loop:
    load 0
    jz done
    load 1
    print
    load 1
    load 2
    dup
    store 1
    add
    store 2
    load 0
    push 1
    sub
    store 0
    jmp loop
done:
    ret
fact:
    store 0
    push 1
    store 1
f_loop:
    load 0
    jz f_done
    load 1
    load 0
    mul
    store 1
    load 0
    push 1
    sub
    store 0
    jmp f_loop
f_done:
    load 1
    ret
"""
vm = VM(assemble(PROGRAM))
print(" ".join(vm.run()), "steps", vm.steps)
print(assemble(PROGRAM)[:6])
for bad in ["push 1\npush 0\ndiv", "add", "jmp nowhere", "frob", "top:\njmp top"]:
    try:
        VM(assemble(bad), max_steps=1000).run()
    except VMError as e:
        print("VMError:", e)
