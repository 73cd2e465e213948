# A compact version of the classic Richards OS-scheduler benchmark, built on classes.
I_IDLE, I_WORK, I_HANDLERA, I_HANDLERB, I_DEVA, I_DEVB = 1, 2, 3, 4, 5, 6
K_DEV, K_WORK = 1000, 1001
BUFSIZE = 4


class Packet:
    def __init__(self, link, ident, kind):
        self.link = link
        self.ident = ident
        self.kind = kind
        self.datum = 0
        self.data = [0] * BUFSIZE

    def append_to(self, lst):
        self.link = None
        if lst is None:
            return self
        p = lst
        while p.link is not None:
            p = p.link
        p.link = self
        return lst


class TaskRec:
    pass


class DeviceTaskRec(TaskRec):
    def __init__(self):
        self.pending = None


class IdleTaskRec(TaskRec):
    def __init__(self):
        self.control = 1
        self.count = 10000


class HandlerTaskRec(TaskRec):
    def __init__(self):
        self.work_in = None
        self.device_in = None

    def workInAdd(self, p):
        self.work_in = p.append_to(self.work_in)
        return self.work_in

    def deviceInAdd(self, p):
        self.device_in = p.append_to(self.device_in)
        return self.device_in


class WorkerTaskRec(TaskRec):
    def __init__(self):
        self.destination = I_HANDLERA
        self.count = 0


class TaskState:
    def __init__(self):
        self.packet_pending = True
        self.task_waiting = False
        self.task_holding = False

    def packetPending(self):
        self.packet_pending, self.task_waiting, self.task_holding = True, False, False
        return self

    def waiting(self):
        self.packet_pending, self.task_waiting, self.task_holding = False, True, False
        return self

    def running(self):
        self.packet_pending, self.task_waiting, self.task_holding = False, False, False
        return self

    def waitingWithPacket(self):
        self.packet_pending, self.task_waiting, self.task_holding = True, True, False
        return self

    def isTaskHoldingOrWaiting(self):
        return self.task_holding or (not self.packet_pending and self.task_waiting)

    def isWaitingWithPacket(self):
        return self.packet_pending and self.task_waiting and not self.task_holding


class Globals:
    tracing = False
    layout = 0
    task_tab = [None] * 10
    task_list = None
    hold_count = 0
    qpkt_count = 0
    trace_out = []


def trace(a):
    Globals.layout -= 1
    if Globals.layout <= 0:
        Globals.trace_out.append("\n")
        Globals.layout = 50
    Globals.trace_out.append(str(a))


class Task(TaskState):
    def __init__(self, i, p, w, initialState, r):
        self.link = Globals.task_list
        self.ident = i
        self.priority = p
        self.input = w
        self.packet_pending = initialState.packet_pending
        self.task_waiting = initialState.task_waiting
        self.task_holding = initialState.task_holding
        self.handle = r
        Globals.task_list = self
        Globals.task_tab[i] = self

    def fn(self, pkt, r):
        raise NotImplementedError

    def addPacket(self, p, old):
        if self.input is None:
            self.input = p
            self.packet_pending = True
            if self.priority > old.priority:
                return self
        else:
            p.append_to(self.input)
        return old

    def runTask(self):
        if self.isWaitingWithPacket():
            msg = self.input
            self.input = msg.link
            if self.input is None:
                self.running()
            else:
                self.packetPending()
        else:
            msg = None
        return self.fn(msg, self.handle)

    def waitTask(self):
        self.task_waiting = True
        return self

    def hold(self):
        Globals.hold_count += 1
        self.task_holding = True
        return self.link

    def release(self, i):
        t = self.findtcb(i)
        t.task_holding = False
        if t.priority > self.priority:
            return t
        return self

    def qpkt(self, pkt):
        t = self.findtcb(pkt.ident)
        Globals.qpkt_count += 1
        pkt.link = None
        pkt.ident = self.ident
        return t.addPacket(pkt, self)

    def findtcb(self, ident):
        t = Globals.task_tab[ident]
        if t is None:
            raise Exception("Bad task id %d" % ident)
        return t


class DeviceTask(Task):
    def fn(self, pkt, r):
        d = r
        if pkt is None:
            pkt = d.pending
            if pkt is None:
                return self.waitTask()
            d.pending = None
            return self.qpkt(pkt)
        d.pending = pkt
        if Globals.tracing:
            trace(pkt.datum)
        return self.hold()


class HandlerTask(Task):
    def fn(self, pkt, r):
        h = r
        if pkt is not None:
            if pkt.kind == K_WORK:
                h.workInAdd(pkt)
            else:
                h.deviceInAdd(pkt)
        work = h.work_in
        if work is None:
            return self.waitTask()
        count = work.datum
        if count >= BUFSIZE:
            h.work_in = work.link
            return self.qpkt(work)
        dev = h.device_in
        if dev is None:
            return self.waitTask()
        h.device_in = dev.link
        dev.datum = work.data[count]
        work.datum = count + 1
        return self.qpkt(dev)


class IdleTask(Task):
    def fn(self, pkt, r):
        i = r
        i.count -= 1
        if i.count == 0:
            return self.hold()
        elif i.control & 1 == 0:
            i.control //= 2
            return self.release(I_DEVA)
        i.control = i.control // 2 ^ 0xD008
        return self.release(I_DEVB)


A = ord("A")


class WorkTask(Task):
    def fn(self, pkt, r):
        w = r
        if pkt is None:
            return self.waitTask()
        dest = I_HANDLERB if w.destination == I_HANDLERA else I_HANDLERA
        w.destination = dest
        pkt.ident = dest
        pkt.datum = 0
        for i in range(BUFSIZE):
            w.count += 1
            if w.count > 26:
                w.count = 1
            pkt.data[i] = A + w.count - 1
        return self.qpkt(pkt)


def schedule():
    t = Globals.task_list
    while t is not None:
        if t.isTaskHoldingOrWaiting():
            t = t.link
        else:
            if Globals.tracing:
                trace(chr(ord("0") + t.ident))
            t = t.runTask()


class Richards:
    def run(self, iterations, count):
        for i in range(iterations):
            Globals.hold_count = Globals.qpkt_count = 0
            Globals.task_tab = [None] * 10
            Globals.task_list = None
            idle = IdleTaskRec()
            idle.count = count
            IdleTask(I_IDLE, 1, 10000, TaskState().running(), idle)
            wkq = Packet(None, 0, K_WORK)
            wkq = Packet(wkq, 0, K_WORK)
            WorkTask(I_WORK, 1000, wkq, TaskState().waitingWithPacket(), WorkerTaskRec())
            wkq = Packet(None, I_DEVA, K_DEV)
            wkq = Packet(wkq, I_DEVA, K_DEV)
            wkq = Packet(wkq, I_DEVA, K_DEV)
            HandlerTask(I_HANDLERA, 2000, wkq, TaskState().waitingWithPacket(), HandlerTaskRec())
            wkq = Packet(None, I_DEVB, K_DEV)
            wkq = Packet(wkq, I_DEVB, K_DEV)
            wkq = Packet(wkq, I_DEVB, K_DEV)
            HandlerTask(I_HANDLERB, 3000, wkq, TaskState().waitingWithPacket(), HandlerTaskRec())
            DeviceTask(I_DEVA, 4000, None, TaskState().waiting(), DeviceTaskRec())
            DeviceTask(I_DEVB, 5000, None, TaskState().waiting(), DeviceTaskRec())
            schedule()
            print("iteration", i, "qpkt", Globals.qpkt_count, "hold", Globals.hold_count)
        return Globals.qpkt_count, Globals.hold_count


print(Richards().run(2, 1000))
Globals.tracing = True
Globals.layout = 0
print(Richards().run(1, 40))
print("".join(Globals.trace_out)[:300])
