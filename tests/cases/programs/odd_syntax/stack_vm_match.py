def run(program, trace=False):
    stack, pc, out, env = [], 0, [], {}
    while pc < len(program):
        ins = program[pc]; pc += 1
        match ins:
            case ("push", value): stack.append(value)
            case ("pop",): stack.pop()
            case ("dup",): stack.append(stack[-1])
            case ("swap",): stack[-2:] = stack[-1:-3:-1]
            case ("add" | "sub" | "mul" | "div" | "mod" as op,):
                b, a = stack.pop(), stack.pop()
                stack.append({"add": a + b, "sub": a - b, "mul": a * b, "div": a // b if b else 0, "mod": a % b if b else 0}[op])
            case ("store", str(name)): env[name] = stack.pop()
            case ("load", str(name)) if name in env: stack.append(env[name])
            case ("load", name): raise NameError(f"undefined {name}")
            case ("jmp", int(target)): pc = target
            case ("jz", int(target)):
                if stack.pop() == 0: pc = target
            case ("print",): out.append(stack.pop())
            case ("halt",): break
            case [op, *args]: raise ValueError(f"bad instruction {op} {args}")
        if trace: print(pc, ins, stack)
    return out, env
# sum 1..10 and factorial 6
prog = [("push", 0), ("store", "acc"), ("push", 10), ("store", "n"),
        ("load", "n"), ("jz", 15),
        ("load", "acc"), ("load", "n"), ("add",), ("store", "acc"),
        ("load", "n"), ("push", 1), ("sub",), ("store", "n"), ("jmp", 4),
        ("load", "acc"), ("print",), ("halt",)]
print(run(prog))
fact = [("push", 1), ("store", "r"), ("push", 6), ("store", "k"), ("load", "k"), ("jz", 15), ("load", "r"), ("load", "k"),
        ("mul",), ("store", "r"), ("load", "k"), ("push", 1), ("sub",), ("store", "k"), ("jmp", 4), ("load", "r"), ("print",)]
print(run(fact))
print(run([("push", 1), ("push", 2), ("swap",), ("print",), ("print",), ("push", 7), ("dup",), ("mul",), ("print",)], trace=True))
for bad in ([("load", "zz")], [("frob", 1, 2)], [("add",)]):
    try: run(bad)
    except (NameError, ValueError, IndexError) as e: print(type(e).__name__, e)
