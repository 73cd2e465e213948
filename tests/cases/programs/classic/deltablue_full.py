"""DeltaBlue incremental constraint solver (after the classic benchmark), class-heavy."""
from typing import List, Optional


class Strength:
    REQUIRED = None
    STRONG_PREFERRED = None
    PREFERRED = None
    STRONG_DEFAULT = None
    NORMAL = None
    WEAK_DEFAULT = None
    WEAKEST = None

    def __init__(self, strength: int, name: str) -> None:
        self.strength = strength
        self.name = name

    @classmethod
    def stronger(cls, s1: "Strength", s2: "Strength") -> bool:
        return s1.strength < s2.strength

    @classmethod
    def weaker(cls, s1: "Strength", s2: "Strength") -> bool:
        return s1.strength > s2.strength

    @classmethod
    def weakest_of(cls, s1: "Strength", s2: "Strength") -> "Strength":
        return s1 if cls.weaker(s1, s2) else s2

    def next_weaker(self) -> "Strength":
        return {0: Strength.WEAKEST, 1: Strength.WEAK_DEFAULT, 2: Strength.NORMAL,
                3: Strength.STRONG_DEFAULT, 4: Strength.PREFERRED,
                5: Strength.REQUIRED}[self.strength]

    def __repr__(self) -> str:
        return f"Strength({self.name})"


Strength.REQUIRED = Strength(0, "required")
Strength.STRONG_PREFERRED = Strength(1, "strongPreferred")
Strength.PREFERRED = Strength(2, "preferred")
Strength.STRONG_DEFAULT = Strength(3, "strongDefault")
Strength.NORMAL = Strength(4, "normal")
Strength.WEAK_DEFAULT = Strength(5, "weakDefault")
Strength.WEAKEST = Strength(6, "weakest")


class Constraint:
    def __init__(self, strength: Strength) -> None:
        self.strength = strength

    def add_constraint(self) -> None:
        global planner
        self.add_to_graph()
        planner.incremental_add(self)

    def satisfy(self, mark: int) -> Optional["Constraint"]:
        global planner
        self.choose_method(mark)
        if not self.is_satisfied():
            if self.strength == Strength.REQUIRED:
                print("Could not satisfy a required constraint!")
            return None
        self.mark_inputs(mark)
        out = self.output()
        overridden = out.determined_by
        if overridden is not None:
            overridden.mark_unsatisfied()
        out.determined_by = self
        if not planner.add_propagate(self, mark):
            print("Cycle encountered")
        out.mark = mark
        return overridden

    def destroy_constraint(self) -> None:
        global planner
        if self.is_satisfied():
            planner.incremental_remove(self)
        else:
            self.remove_from_graph()

    def is_input(self) -> bool:
        return False


class UrnaryConstraint(Constraint):
    def __init__(self, v: "Variable", strength: Strength) -> None:
        super().__init__(strength)
        self.my_output = v
        self.satisfied = False
        self.add_constraint()

    def add_to_graph(self) -> None:
        self.my_output.add_constraint(self)
        self.satisfied = False

    def choose_method(self, mark: int) -> None:
        self.satisfied = (self.my_output.mark != mark and
                          Strength.stronger(self.strength, self.my_output.walk_strength))

    def is_satisfied(self) -> bool:
        return self.satisfied

    def mark_inputs(self, mark: int) -> None:
        pass

    def output(self) -> "Variable":
        return self.my_output

    def recalculate(self) -> None:
        self.my_output.walk_strength = self.strength
        self.my_output.stay = not self.is_input()
        if self.my_output.stay:
            self.execute()

    def mark_unsatisfied(self) -> None:
        self.satisfied = False

    def inputs_known(self) -> bool:
        return True

    def remove_from_graph(self) -> None:
        if self.my_output is not None:
            self.my_output.remove_constraint(self)
            self.satisfied = False


class StayConstraint(UrnaryConstraint):
    def execute(self) -> None:
        pass


class EditConstraint(UrnaryConstraint):
    def is_input(self) -> bool:
        return True

    def execute(self) -> None:
        pass


class Direction:
    NONE = 0
    FORWARD = 1
    BACKWARD = -1


class BinaryConstraint(Constraint):
    def __init__(self, v1: "Variable", v2: "Variable", strength: Strength) -> None:
        super().__init__(strength)
        self.v1 = v1
        self.v2 = v2
        self.direction = Direction.NONE
        self.add_constraint()

    def choose_method(self, mark: int) -> None:
        if self.v1.mark == mark:
            if self.v2.mark != mark and Strength.stronger(self.strength, self.v2.walk_strength):
                self.direction = Direction.FORWARD
            else:
                self.direction = Direction.BACKWARD
        if self.v2.mark == mark:
            if self.v1.mark != mark and Strength.stronger(self.strength, self.v1.walk_strength):
                self.direction = Direction.BACKWARD
            else:
                self.direction = Direction.NONE
        if Strength.weaker(self.v1.walk_strength, self.v2.walk_strength):
            if Strength.stronger(self.strength, self.v1.walk_strength):
                self.direction = Direction.BACKWARD
            else:
                self.direction = Direction.NONE
        else:
            if Strength.stronger(self.strength, self.v2.walk_strength):
                self.direction = Direction.FORWARD
            else:
                self.direction = Direction.BACKWARD

    def add_to_graph(self) -> None:
        self.v1.add_constraint(self)
        self.v2.add_constraint(self)
        self.direction = Direction.NONE

    def is_satisfied(self) -> bool:
        return self.direction != Direction.NONE

    def mark_inputs(self, mark: int) -> None:
        self.input().mark = mark

    def input(self) -> "Variable":
        return self.v1 if self.direction == Direction.FORWARD else self.v2

    def output(self) -> "Variable":
        return self.v2 if self.direction == Direction.FORWARD else self.v1

    def recalculate(self) -> None:
        ihn = self.input()
        out = self.output()
        out.walk_strength = Strength.weakest_of(self.strength, ihn.walk_strength)
        out.stay = ihn.stay
        if out.stay:
            self.execute()

    def mark_unsatisfied(self) -> None:
        self.direction = Direction.NONE

    def inputs_known(self, mark: int) -> bool:
        i = self.input()
        return i.mark == mark or i.stay or i.determined_by is None

    def remove_from_graph(self):
        if self.v1 is not None:
            self.v1.remove_constraint(self)
        if self.v2 is not None:
            self.v2.remove_constraint(self)
        self.direction = Direction.NONE


class ScaleConstraint(BinaryConstraint):
    def __init__(self, src, scale, offset, dest, strength):
        self.direction = Direction.NONE
        self.scale = scale
        self.offset = offset
        super().__init__(src, dest, strength)

    def add_to_graph(self):
        super().add_to_graph()
        self.scale.add_constraint(self)
        self.offset.add_constraint(self)

    def remove_from_graph(self):
        super().remove_from_graph()
        if self.scale is not None:
            self.scale.remove_constraint(self)
        if self.offset is not None:
            self.offset.remove_constraint(self)

    def mark_inputs(self, mark):
        super().mark_inputs(mark)
        self.scale.mark = mark
        self.offset.mark = mark

    def execute(self):
        if self.direction == Direction.FORWARD:
            self.v2.value = self.v1.value * self.scale.value + self.offset.value
        else:
            self.v1.value = (self.v2.value - self.offset.value) // self.scale.value

    def recalculate(self):
        ihn = self.input()
        out = self.output()
        out.walk_strength = Strength.weakest_of(self.strength, ihn.walk_strength)
        out.stay = ihn.stay and self.scale.stay and self.offset.stay
        if out.stay:
            self.execute()


class EqualityConstraint(BinaryConstraint):
    def execute(self):
        self.output().value = self.input().value


class Variable:
    def __init__(self, name: str, initial_value: int = 0) -> None:
        self.name = name
        self.value = initial_value
        self.constraints: List[Constraint] = []
        self.determined_by: Optional[Constraint] = None
        self.mark = 0
        self.walk_strength = Strength.WEAKEST
        self.stay = True

    def __repr__(self) -> str:
        return f"Variable({self.name}={self.value})"

    def add_constraint(self, constraint: Constraint) -> None:
        self.constraints.append(constraint)

    def remove_constraint(self, constraint: Constraint) -> None:
        self.constraints.remove(constraint)
        if self.determined_by == constraint:
            self.determined_by = None


class Planner:
    def __init__(self) -> None:
        self.current_mark = 0

    def incremental_add(self, constraint: Constraint) -> None:
        mark = self.new_mark()
        overridden = constraint.satisfy(mark)
        while overridden is not None:
            overridden = overridden.satisfy(mark)

    def incremental_remove(self, constraint: Constraint) -> None:
        out = constraint.output()
        constraint.mark_unsatisfied()
        constraint.remove_from_graph()
        unsatisfied = self.remove_propagate_from(out)
        strength = Strength.REQUIRED
        repeat = True
        while repeat:
            for u in unsatisfied:
                if u.strength == strength:
                    self.incremental_add(u)
                strength = strength.next_weaker()
            repeat = strength != Strength.WEAKEST

    def new_mark(self) -> int:
        self.current_mark += 1
        return self.current_mark

    def make_plan(self, sources: List[Constraint]) -> "Plan":
        mark = self.new_mark()
        plan = Plan()
        todo = sources
        while todo:
            c = todo.pop(0)
            if c.output().mark != mark and c.inputs_known(mark):
                plan.add_constraint(c)
                c.output().mark = mark
                self.add_constraints_consuming_to(c.output(), todo)
        return plan

    def extract_plan_from_constraints(self, constraints: List[Constraint]) -> "Plan":
        sources = [c for c in constraints if c.is_input() and c.is_satisfied()]
        return self.make_plan(sources)

    def add_propagate(self, c: Constraint, mark: int) -> bool:
        todo = [c]
        while todo:
            d = todo.pop(0)
            if d.output().mark == mark:
                self.incremental_remove(c)
                return False
            d.recalculate()
            self.add_constraints_consuming_to(d.output(), todo)
        return True

    def remove_propagate_from(self, out: Variable) -> List[Constraint]:
        out.determined_by = None
        out.walk_strength = Strength.WEAKEST
        out.stay = True
        unsatisfied: List[Constraint] = []
        todo = [out]
        while todo:
            v = todo.pop(0)
            for c in v.constraints:
                if not c.is_satisfied():
                    unsatisfied.append(c)
            determining = v.determined_by
            for next_c in v.constraints:
                if next_c != determining and next_c.is_satisfied():
                    next_c.recalculate()
                    todo.append(next_c.output())
        return unsatisfied

    def add_constraints_consuming_to(self, v: Variable, coll: List[Constraint]) -> None:
        determining = v.determined_by
        for c in v.constraints:
            if c != determining and c.is_satisfied():
                coll.append(c)


class Plan:
    def __init__(self) -> None:
        self.v: List[Constraint] = []

    def add_constraint(self, c: Constraint) -> None:
        self.v.append(c)

    def __len__(self) -> int:
        return len(self.v)

    def execute(self) -> None:
        for c in self.v:
            c.execute()


planner: Optional[Planner] = None


def chain_test(n: int) -> None:
    global planner
    planner = Planner()
    prev = first = last = None
    for i in range(n + 1):
        v = Variable(f"v{i}")
        if prev is not None:
            EqualityConstraint(prev, v, Strength.REQUIRED)
        if i == 0:
            first = v
        if i == n:
            last = v
        prev = v
    StayConstraint(last, Strength.STRONG_DEFAULT)
    edit = EditConstraint(first, Strength.PREFERRED)
    plan = planner.extract_plan_from_constraints([edit])
    for i in range(20):
        first.value = i
        plan.execute()
        if last.value != i:
            print("Chain test failed!", last.value, i)
    print("chain ok", len(plan), last)


def projection_test(n: int) -> None:
    global planner
    planner = Planner()
    scale = Variable("scale", 10)
    offset = Variable("offset", 1000)
    src = dst = None
    dests = []
    for i in range(n):
        src = Variable(f"src{i}", i)
        dst = Variable(f"dst{i}", i)
        dests.append(dst)
        StayConstraint(src, Strength.NORMAL)
        ScaleConstraint(src, scale, offset, dst, Strength.REQUIRED)
    change(src, 17)
    print("projection 1", dst.value)
    change(dst, 1050)
    print("projection 2", src.value)
    change(scale, 5)
    print("projection 3", [d.value for d in dests[:5]])
    change(offset, 2000)
    print("projection 4", [d.value for d in dests[:5]])


def change(v: Variable, new_value: int) -> None:
    global planner
    edit = EditConstraint(v, Strength.PREFERRED)
    plan = planner.extract_plan_from_constraints([edit])
    for _ in range(10):
        v.value = new_value
        plan.execute()
    edit.destroy_constraint()


def main() -> None:
    for n in (10, 60):
        chain_test(n)
        projection_test(n)
    print(Strength.REQUIRED, Strength.NORMAL.next_weaker(), Strength.weakest_of(Strength.STRONG_DEFAULT, Strength.WEAK_DEFAULT))


if __name__ == "__main__":
    main()
