"""A Brainfuck interpreter with a precompiled jump table and an optimizing pass (run-length ops)."""
from typing import Dict, List, Tuple

HELLO = ("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.")
SQUARES = "++++++[>++++++++<-]>+.+.+.>++++++++++.<<++++[>>++++<<-]>>[<+>-]<.-[-].[-]"


class BFError(Exception):
    pass


class Program:
    def __init__(self, src: str) -> None:
        self.code = [c for c in src if c in "+-<>[].,"]
        self.ops = self._compile()

    def _compile(self) -> List[Tuple[str, int]]:
        ops: List[Tuple[str, int]] = []
        stack: List[int] = []
        i = 0
        code = self.code
        while i < len(code):
            c = code[i]
            if c in "+-<>":
                j = i
                while j < len(code) and code[j] == c:
                    j += 1
                ops.append((c, j - i))
                i = j
                continue
            if c == "[":
                if code[i + 1:i + 3] == ["-", "]"]:
                    ops.append(("0", 0))
                    i += 3
                    continue
                stack.append(len(ops))
                ops.append(("[", -1))
            elif c == "]":
                if not stack:
                    raise BFError(f"unmatched ] at op {len(ops)}")
                start = stack.pop()
                ops[start] = ("[", len(ops))
                ops.append(("]", start))
            else:
                ops.append((c, 0))
            i += 1
        if stack:
            raise BFError(f"unmatched [ at op {stack[-1]}")
        return ops

    def run(self, inp: str = "", max_steps: int = 1_000_000) -> Tuple[str, int]:
        tape = [0] * 300
        ptr = 0
        pc = 0
        out: List[str] = []
        steps = 0
        it = iter(inp)
        ops = self.ops
        while pc < len(ops):
            op, arg = ops[pc]
            steps += 1
            if steps > max_steps:
                raise BFError("step limit exceeded")
            if op == "+":
                tape[ptr] = (tape[ptr] + arg) % 256
            elif op == "-":
                tape[ptr] = (tape[ptr] - arg) % 256
            elif op == ">":
                ptr += arg
                if ptr >= len(tape):
                    tape.extend([0] * len(tape))
            elif op == "<":
                ptr -= arg
                if ptr < 0:
                    raise BFError("tape underflow")
            elif op == "0":
                tape[ptr] = 0
            elif op == "[":
                if tape[ptr] == 0:
                    pc = arg
            elif op == "]":
                if tape[ptr] != 0:
                    pc = arg
            elif op == ".":
                out.append(chr(tape[ptr]))
            elif op == ",":
                tape[ptr] = ord(next(it, "\0"))
            pc += 1
        return "".join(out), steps


def main() -> None:
    p = Program(HELLO)
    text, steps = p.run()
    print(repr(text), steps, len(p.code), len(p.ops))
    sq, steps = Program(SQUARES).run()
    print(repr(sq), steps)
    rev = Program(">,[>,]<[.<]")
    print(rev.run("stressed")[0], Program(",[.,]").run("echo!")[0], Program("++[-]+.").ops)
    counts: Dict[str, int] = {}
    for op, _ in Program(SQUARES).ops:
        counts[op] = counts.get(op, 0) + 1
    print(sorted(counts.items()))
    for bad in ("[[]", "]", "<"):
        try:
            Program(bad).run()
        except BFError as exc:
            print(f"{bad!r}: {exc}")
    Program("+[]").run(max_steps=1000)


if __name__ == "__main__":
    main()
