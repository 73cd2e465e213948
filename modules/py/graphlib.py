"""graphlib: TopologicalSorter and CycleError.

pyeval's graphlib: our own code with the behaviour of CPython 3.11's Lib/graphlib.py
(the same ready order and the same cycle reported).
"""
from types import GenericAlias

__all__ = ["TopologicalSorter", "CycleError"]

# npredecessors of a node handed out by get_ready(), and of one marked done()
_OUT = -1
_DONE = -2


class _Info:
    __slots__ = ("node", "npredecessors", "successors")

    def __init__(self, node):
        self.node = node
        self.npredecessors = 0
        self.successors = []


class CycleError(ValueError):
    """Subclass of ValueError raised by TopologicalSorter.prepare if cycles
    exist in the working graph."""
    pass


class TopologicalSorter:
    """Provides functionality to topologically sort a graph of hashable nodes"""

    def __init__(self, graph=None):
        self._node2info = {}
        self._ready_nodes = None
        self._npassedout = 0
        self._nfinished = 0
        if graph is not None:
            for node, predecessors in graph.items():
                self.add(node, *predecessors)

    def _info(self, node):
        info = self._node2info.get(node)
        if info is None:
            info = self._node2info[node] = _Info(node)
        return info

    def add(self, node, *predecessors):
        """Add a new node and its predecessors to the graph."""
        if self._ready_nodes is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._info(node)
        info.npredecessors += len(predecessors)
        for pred in predecessors:
            self._info(pred).successors.append(node)

    def prepare(self):
        """Mark the graph as finished and check for cycles in the graph."""
        if self._ready_nodes is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready_nodes = [i.node for i in self._node2info.values()
                             if i.npredecessors == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def get_ready(self):
        """Return a tuple of all the nodes that are ready."""
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        result = tuple(self._ready_nodes)
        for node in result:
            self._node2info[node].npredecessors = _OUT
        self._ready_nodes.clear()
        self._npassedout += len(result)
        return result

    def is_active(self):
        """Return True if more progress can be made and False otherwise."""
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        return self._nfinished < self._npassedout or bool(self._ready_nodes)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        """Marks a set of nodes returned by "get_ready" as processed."""
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        n2i = self._node2info
        for node in nodes:
            info = n2i.get(node)
            if info is None:
                raise ValueError(f"node {node!r} was not added using add()")
            state = info.npredecessors
            if state != _OUT:
                if state >= 0:
                    raise ValueError(f"node {node!r} was not passed out (still not ready)")
                raise ValueError(f"node {node!r} was already marked done")
            info.npredecessors = _DONE
            for succ in info.successors:
                sinfo = n2i[succ]
                sinfo.npredecessors -= 1
                if sinfo.npredecessors == 0:
                    self._ready_nodes.append(succ)
            self._nfinished += 1

    def _find_cycle(self):
        # Depth-first search from each unvisited node in insertion order, following
        # successors in the order they were added; the first edge back into the
        # current path closes the cycle reported.
        n2i = self._node2info
        visited = set()
        for root in n2i:
            if root in visited:
                continue
            path = [root]
            where = {root: 0}
            nexts = [0]
            visited.add(root)
            while path:
                top = path[-1]
                succs = n2i[top].successors
                i = nexts[-1]
                if i == len(succs):
                    del where[path.pop()]
                    nexts.pop()
                    continue
                nexts[-1] = i + 1
                node = succs[i]
                if node in where:
                    return path[where[node]:] + [node]
                if node in visited:
                    continue
                visited.add(node)
                where[node] = len(path)
                path.append(node)
                nexts.append(0)
        return None

    def static_order(self):
        """Returns an iterable of nodes in a topological order."""
        self.prepare()
        while self.is_active():
            group = self.get_ready()
            yield from group
            self.done(*group)

    __class_getitem__ = classmethod(GenericAlias)
