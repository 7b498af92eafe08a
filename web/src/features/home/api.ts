import type {
  AddItemBody,
  Chore,
  ChoreBody,
  ChoresResponse,
  CreateListBody,
  HomeList,
  HomeLiveEvent,
  HomeScope,
  ListItem,
  ListWithItems,
  Meal,
  MealBody,
  MealsResponse,
  UpdateItemBody,
} from '@krug/contract/home';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/** The circle a home screen shows: a family or a household. */
export interface Circle {
  scope: HomeScope;
  id: string;
}

export const homeKeys = {
  all: ['home'] as const,
  circle: (c: Circle) => ['home', c.scope, c.id] as const,
  lists: (c: Circle) => ['home', c.scope, c.id, 'lists'] as const,
  list: (c: Circle, id: string) => ['home', c.scope, c.id, 'list', id] as const,
  chores: (c: Circle, from: string, to: string) => ['home', c.scope, c.id, 'chores', from, to] as const,
  meals: (c: Circle, week: string) => ['home', c.scope, c.id, 'meals', week] as const,
};

const base = (c: Circle) => `/api/home/${c.scope}/${c.id}`;

/** A live `home.changed` event: the open screens of that circle refetch what changed. */
export function homeChanged(client: QueryClient, event: HomeLiveEvent) {
  const c = { scope: event.scope, id: event.scope_id };
  if (event.what === 'list' && event.list_id) {
    void client.invalidateQueries({ queryKey: homeKeys.list(c, event.list_id) });
    void client.invalidateQueries({ queryKey: homeKeys.lists(c) });
  } else if (event.what === 'lists') void client.invalidateQueries({ queryKey: homeKeys.lists(c) });
  else void client.invalidateQueries({ queryKey: [...homeKeys.circle(c), event.what] });
}

export function useLists(c: Circle) {
  return useQuery({
    queryKey: homeKeys.lists(c),
    queryFn: ({ signal }) => apiFetch<{ lists: HomeList[] }>(`${base(c)}/lists`, { signal }),
    select: (d) => d.lists,
  });
}

export function useList(c: Circle, id: string) {
  return useQuery({
    queryKey: homeKeys.list(c, id),
    queryFn: ({ signal }) => apiFetch<ListWithItems>(`/api/lists/${id}`, { signal }),
  });
}

export function useListMutations(c: Circle, listId?: string) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: homeKeys.lists(c) });
    if (listId) void client.invalidateQueries({ queryKey: homeKeys.list(c, listId) });
  };
  return {
    create: useMutation({
      mutationFn: (body: CreateListBody) => apiFetch<HomeList>(`${base(c)}/lists`, { method: 'POST', body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<void>(`/api/lists/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    addItem: useMutation({
      mutationFn: (body: AddItemBody) => apiFetch(`/api/lists/${listId}/items`, { method: 'POST', body }),
      onSuccess: refresh,
    }),
    updateItem: useMutation({
      mutationFn: ({ itemId, ...body }: UpdateItemBody & { itemId: string }) =>
        apiFetch<ListItem>(`/api/lists/${listId}/items/${itemId}`, { method: 'PATCH', body }),
      // The server's answer is the item as it now is; a refetch follows for everything else.
      onSuccess: (item) => {
        if (!listId) return;
        client.setQueryData(
          homeKeys.list(c, listId),
          (d: ListWithItems | undefined) =>
            d && { ...d, items: d.items.map((i) => (i.id === item.id ? item : i)) },
        );
      },
      onSettled: refresh,
    }),
    removeItem: useMutation({
      mutationFn: (itemId: string) =>
        apiFetch<void>(`/api/lists/${listId}/items/${itemId}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    moveItem: useMutation({
      mutationFn: ({ itemId, before_id }: { itemId: string; before_id: string | null }) =>
        apiFetch(`/api/lists/${listId}/items/${itemId}/move`, { method: 'POST', body: { before_id } }),
      onSettled: refresh,
    }),
  };
}

export function useChores(c: Circle, from: string, to: string) {
  return useQuery({
    queryKey: homeKeys.chores(c, from, to),
    queryFn: ({ signal }) => apiFetch<ChoresResponse>(`${base(c)}/chores?from=${from}&to=${to}`, { signal }),
  });
}

export function useChoreMutations(c: Circle) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: [...homeKeys.circle(c), 'chores'] });
  return {
    create: useMutation({
      mutationFn: (body: ChoreBody) => apiFetch<Chore>(`${base(c)}/chores`, { method: 'POST', body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<void>(`/api/chores/${id}`, { method: 'DELETE' }),
      onSettled,
    }),
    mark: useMutation({
      mutationFn: ({ id, date, status }: { id: string; date: string; status: 'done' | 'skipped' | null }) =>
        apiFetch(`/api/chores/${id}/occurrences/${date}`, { method: 'PUT', body: { status } }),
      onSettled,
    }),
  };
}

export function useMeals(c: Circle, week: string) {
  return useQuery({
    queryKey: homeKeys.meals(c, week),
    queryFn: ({ signal }) => apiFetch<MealsResponse>(`${base(c)}/meals?week=${week}`, { signal }),
  });
}

export function useMealMutations(c: Circle) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: [...homeKeys.circle(c), 'meals'] });
  return {
    save: useMutation({
      mutationFn: ({ day, meal, ...body }: MealBody & { day: string; meal: Meal }) =>
        apiFetch(`${base(c)}/meals/${day}/${meal}`, { method: 'PUT', body }),
      onSettled,
    }),
    clear: useMutation({
      mutationFn: ({ day, meal }: { day: string; meal: Meal }) =>
        apiFetch<void>(`${base(c)}/meals/${day}/${meal}`, { method: 'DELETE' }),
      onSettled,
    }),
    toList: useMutation({
      mutationFn: (body: { from: string; to: string; list_id?: string | null }) =>
        apiFetch<{ list_id: string; added: number }>(`${base(c)}/meals/to-list`, { method: 'POST', body }),
      onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.circle(c) }),
    }),
  };
}
