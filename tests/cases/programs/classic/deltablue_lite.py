# A small constraint solver in the style of DeltaBlue: variables with strengths,
# equality/scale constraints and a planner that re-satisfies the network.
REQUIRED, STRONG, MEDIUM, WEAK = 0, 1, 2, 3
STRENGTH_NAMES = {0: "required", 1: "strong", 2: "medium", 3: "weak"}


class Variable:
    def __init__(self, name, value=0):
        self.name = name
        self.value = value
        self.constraints = []
        self.determined_by = None
        self.walk_strength = WEAK
        self.stay = True

    def __repr__(self):
        return f"{self.name}={self.value}"


class Constraint:
    def __init__(self, strength):
        self.strength = strength
        self.satisfied = False

    def stronger(self, other_strength):
        return self.strength < other_strength


class StayConstraint(Constraint):
    def __init__(self, var, strength):
        super().__init__(strength)
        self.var = var
        var.constraints.append(self)

    def variables(self):
        return [self.var]

    def execute(self):
        pass

    def output(self):
        return self.var


class EditConstraint(StayConstraint):
    def __init__(self, var, strength, value):
        super().__init__(var, strength)
        self.value = value

    def execute(self):
        self.var.value = self.value


class ScaleConstraint(Constraint):
    """dst = src * scale + offset (or solves for src when dst is fixed)."""

    def __init__(self, src, scale, offset, dst, strength):
        super().__init__(strength)
        self.src, self.scale, self.offset, self.dst = src, scale, offset, dst
        self.forward = True
        for v in (src, dst):
            v.constraints.append(self)

    def variables(self):
        return [self.src, self.dst]

    def output(self):
        return self.dst if self.forward else self.src

    def execute(self):
        if self.forward:
            self.dst.value = self.src.value * self.scale + self.offset
        else:
            self.src.value = (self.dst.value - self.offset) // self.scale


class EqualityConstraint(ScaleConstraint):
    def __init__(self, a, b, strength):
        super().__init__(a, 1, 0, b, strength)


class Planner:
    def __init__(self):
        self.constraints = []
        self.executions = 0

    def add(self, c):
        self.constraints.append(c)
        return c

    def remove(self, c):
        self.constraints.remove(c)
        for v in c.variables():
            v.constraints.remove(c)

    def solve(self):
        for c in self.constraints:
            c.satisfied = False
        for v in {id(v): v for c in self.constraints for v in c.variables()}.values():
            v.determined_by = None
        ordered = sorted(self.constraints, key=lambda c: c.strength)
        for c in ordered:
            if isinstance(c, ScaleConstraint):
                if c.dst.determined_by is None:
                    c.forward = True
                elif c.src.determined_by is None:
                    c.forward = False
                else:
                    continue
                out = c.output()
            else:
                out = c.output()
                if out.determined_by is not None:
                    continue
            out.determined_by = c
            c.satisfied = True
        plan = self.topo([c for c in ordered if c.satisfied])
        for c in plan:
            c.execute()
            self.executions += 1
        return plan

    def topo(self, sat):
        done = set()
        plan = []
        pending = list(sat)
        while pending:
            progress = False
            for c in list(pending):
                ins = [v for v in c.variables() if v is not c.output()]
                if all(v.determined_by is None or id(v.determined_by) in done for v in ins):
                    plan.append(c)
                    done.add(id(c))
                    pending.remove(c)
                    progress = True
            if not progress:
                raise RuntimeError("cycle in constraint graph")
        return plan


def chain_test(n):
    planner = Planner()
    vars_ = [Variable(f"v{i}") for i in range(n + 1)]
    for i in range(n):
        planner.add(EqualityConstraint(vars_[i], vars_[i + 1], REQUIRED))
    for v in vars_:
        planner.add(StayConstraint(v, WEAK))
    for value in range(1, 6):
        edit = planner.add(EditConstraint(vars_[0], STRONG, value * 7))
        planner.solve()
        planner.remove(edit)
        assert vars_[-1].value == value * 7, vars_[-1]
    print("chain", n, vars_[-1], planner.executions)


def projection_test(n):
    planner = Planner()
    scale = 10
    offset = 1000
    src_vars, dst_vars = [], []
    for i in range(n):
        src = Variable(f"src{i}", i)
        dst = Variable(f"dst{i}", i)
        src_vars.append(src)
        dst_vars.append(dst)
        planner.add(StayConstraint(src, MEDIUM))
        planner.add(ScaleConstraint(src, scale, offset, dst, REQUIRED))
    planner.solve()
    print("forward", dst_vars[:3], dst_vars[-1])
    edits = [planner.add(EditConstraint(d, STRONG, 2000 + 10 * i)) for i, d in enumerate(dst_vars)]
    planner.solve()
    print("backward", src_vars[:3], src_vars[-1])
    for e in edits:
        planner.remove(e)
    planner.solve()
    print("after removal", src_vars[:2], dst_vars[:2], STRENGTH_NAMES[edits[0].strength])


chain_test(50)
projection_test(30)
